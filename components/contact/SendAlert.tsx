import type { Ref } from 'react';
import { Prose } from '@/components/ui/Prose';
import { iconButtonShape } from '@/components/ui/icon-button-styles';
import type { AlertVariant } from './form-state';

const variants: Record<AlertVariant, string> = {
  success: 'border-success bg-success-bg text-success',
  danger: 'border-danger bg-danger-bg text-danger',
};

/**
 * The outcome of a send, announced to screen readers. Focusable (not in the tab order) so the form
 * can move focus and scroll to it. `foreign`: the words of `message` that are the mail service's
 * or the browser's, in English whatever the page's language (`failureReason`), marked as such and
 * isolated, so that they are read with an English voice and in their own direction.
 */
export function SendAlert({
  variant,
  message,
  foreign,
  dismissLabel,
  onDismiss,
  ref,
}: {
  variant: AlertVariant;
  message: string;
  foreign?: string | undefined;
  dismissLabel: string;
  onDismiss: () => void;
  ref?: Ref<HTMLDivElement>;
}) {
  const at = foreign ? message.indexOf(foreign) : -1;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 ${variants[variant]}`}
    >
      {/* min-w-0 and the body's overflow-wrap (anywhere, not break-words' break-word): the
          provider's text may hold a long address, which must wrap inside the alert rather than
          widen it past a phone's screen, and which is not hyphenated (Prose). */}
      <p className="min-w-0 flex-1 py-2 font-medium">
        {foreign && at >= 0 ? (
          <>
            <Prose text={message.slice(0, at)} />
            <bdi lang="en" dir="ltr">
              <Prose text={foreign} />
            </bdi>
            <Prose text={message.slice(at + foreign.length)} />
          </>
        ) : (
          <Prose text={message} />
        )}
      </p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={dismissLabel}
        className={`${iconButtonShape} hover:bg-current/10`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </div>
  );
}
