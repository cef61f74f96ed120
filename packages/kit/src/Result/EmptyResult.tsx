import { emptyResult } from '../styles/shared.css';

export interface EmptyResultProps {
  /** The result's own root class: the empty state keeps the result's box. */
  className: string;
  text: string;
}

/** What a result (table, writing, speaking) shows when it has nothing to show: its box with one muted line. */
export function EmptyResult({ className, text }: EmptyResultProps) {
  return (
    <div className={className} data-state="empty">
      <p className={emptyResult}>{text}</p>
    </div>
  );
}
