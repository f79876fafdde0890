// A datetime-local input holds a time in the editor's own time zone without an offset; the
// contracts take ISO 8601 with an offset. Shared by the reward and the content editors.

/** ISO with offset → the input's value (empty for none). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The input's value → ISO (UTC), or null when empty. */
export const fromLocalInput = (value: unknown): string | null => (typeof value === 'string' && value ? new Date(value).toISOString() : null);
