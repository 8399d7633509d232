/** A form field's validation message, announced as it appears; nothing when the field is valid. */
export default function ErrorText({id, message, className}: {id: string; message?: string; className: string}) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={className}>
      {message}
    </p>
  );
}
