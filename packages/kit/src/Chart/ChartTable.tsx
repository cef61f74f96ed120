import { visuallyHidden } from '../styles/shared.css';

export interface ChartTableProps {
  caption: string;
  /** Header of the first column (what each row is) and of the second (its value). */
  columns: readonly [string, string];
  rows: readonly (readonly [string, string])[];
}

/** The chart's numbers as a table, hidden from sight: what a screen reader user reads instead of the drawing. */
export function ChartTable({ caption, columns, rows }: ChartTableProps) {
  return (
    // The hidden box is a div around the table: a table is never narrower than its content, so a 1 px table still
    // widened a phone's page by the width of its rows.
    <div className={visuallyHidden}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, value], index) => (
            <tr key={index}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
