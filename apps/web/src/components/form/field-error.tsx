/** The message under a field's label; the field points to it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="field-error" id={id}>
      {message}
    </p>
  );
}

/** The attributes that tie a field to its message. */
export function describedBy(errorId: string, message: string | undefined, ...otherIds: string[]) {
  const ids = [...(message ? [errorId] : []), ...otherIds].join(' ');
  return { 'aria-invalid': message ? true : undefined, 'aria-describedby': ids || undefined } as const;
}
