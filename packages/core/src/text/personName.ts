/** A person's name as the site writes it: 'Dilnoza Karimova', the part that is set, or '' when neither is. */
export function fullName(name?: string | null, surname?: string | null): string {
  return [name, surname].filter(Boolean).join(' ');
}
