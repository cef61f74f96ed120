import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userRoles, type StaffUser, type UserRole } from '@bandwise/core';
import { buttonClass } from '../../components/Button/Button';
import * as page from '../../pages/page.css';
import { staffApi, staffKeys } from '../api';
import { MutationOutcome, SelectField } from '../controls';
import { useStaffFormat } from '../format';
import * as styles from '../staff.css';


/** Changes a user's role (the server refuses an admin's own). */
export function RoleForm({ user }: { user: StaffUser }) {
  const { t } = useTranslation();
  const { role: roleLabel } = useStaffFormat();
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
        {t('staff.role.title')}
      </h2>
      <div className={styles.toolbar}>
        <SelectField label={t('staff.role.label')} value={role} options={userRoles.map((value) => ({ value, label: roleLabel(value) }))} onChange={setRole} />
        <button type="submit" className={buttonClass({ tone: 'secondary' })} disabled={mutation.isPending || role === user.role}>
          {t('staff.role.save')}
        </button>
      </div>
      <MutationOutcome mutation={mutation} failed={t('staff.role.failed')} done={mutation.data && t('staff.role.done', { role: roleLabel(mutation.data.user.role) })} />
    </form>
  );
}
