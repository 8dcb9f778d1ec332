import type { UseFormRegisterReturn } from 'react-hook-form';

/** Props of `SpamTrap`. */
export interface SpamTrapProps {
  /** Id of the hidden input. */
  id: string;
  /** The registration of the form's `website` field, sent as `honeypot`. */
  registration: UseFormRegisterReturn;
}

/**
 * The hidden "Website" field: invisible and unreachable for people (no tab stop, hidden from
 * assistive technology, no autofill), filled in by bots. The server drops a request that has it.
 */
export function SpamTrap({ id, registration }: SpamTrapProps) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input {...registration} id={id} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
