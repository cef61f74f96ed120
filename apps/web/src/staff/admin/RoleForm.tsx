import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userRoles, type StaffUser, type UserRole } from '@bandwise/core';
import { messageOr } from '../../api/client';
import { buttonClass } from '../../components/Button/Button';
import * as page from '../../pages/page.css';
import { staffApi, staffKeys } from '../api';
import * as styles from '../staff.css';

const roleLabels: Record<UserRole, string> = { learner: 'Learner', examiner: 'Examiner', admin: 'Admin' };

/** Changes a user's role (the server refuses an admin's own). */
export function RoleForm({ user }: { user: StaffUser }) {
  const id = useId();
  const client = useQueryClient();
  const [role, setRole] = useState<UserRole>(user.role);
  const mutation = useMutation({
    mutationFn: () => staffApi.setRole(user.id, role),
    onSuccess: () => void client.invalidateQueries({ queryKey: staffKeys.ledger(user.id) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  return (
    <form className={page.form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Role
      </h2>
      <div className={styles.toolbar}>
        <label className={page.field}>
          <span className={page.label}>Role</span>
          <select className={page.input} value={role} onChange={(event) => setRole(event.target.value as UserRole)}>
            {userRoles.map((r) => (
              <option key={r} value={r}>
                {roleLabels[r]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass({ tone: 'secondary' })} disabled={mutation.isPending || role === user.role}>
          Save role
        </button>
      </div>
      {mutation.isError && (
        <p className={styles.error} role="alert">
          {messageOr(mutation.error, 'The role was not changed.')}
        </p>
      )}
      {mutation.isSuccess && (
        <p className={styles.notice} role="status">
          {roleLabels[mutation.data.user.role]} from now on.
        </p>
      )}
    </form>
  );
}
