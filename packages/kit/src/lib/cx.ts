/** Class names joined with spaces, skipping the absent ones: `cx(styles.root, className)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
