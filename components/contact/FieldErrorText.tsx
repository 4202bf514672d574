import type { ContactStrings } from '@/content/ui/schema';
import { errorMessage, type FieldError, type FieldErrorStrings, type FieldName } from './form-state';

/**
 * What is wrong with a field, after "Error:" in the site's words for screen readers alone (as
 * the GOV.UK Design System's error messages have it): read down the form, or in the form's status,
 * "Enter your name." alone is heard as an instruction, not as a Send that was refused. Sighted
 * visitors have the mark and the colour beside it.
 */
export function FieldErrorText({ strings, field, error }: { strings: FieldErrorStrings & Pick<ContactStrings, 'errorPrefix'>; field: FieldName; error: FieldError }) {
  return (
    <>
      <span className="sr-only">{strings.errorPrefix} </span>
      {errorMessage(field, error, strings)}
    </>
  );
}
