/** What a console form's save said: the confirmation, or the server's messages one a line. */
export function FormMessages({ messages, className = '' }: { messages: string[]; className?: string }) {
  if (messages.length === 0) return null;
  return (
    <div role="status" className={`text-sm text-slate-800 ${className}`}>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
