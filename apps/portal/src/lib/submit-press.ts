import { useRef, type PointerEvent } from 'react';

/**
 * Pressing a form's submit button blurs the field being edited first. Validating on that blur adds or
 * removes an error message, which can move the button between press and release, and the click is then
 * lost (seen with a refused code: its two-line message gave way to a one-line hint, and "Confirm" had to
 * be pressed twice). So while a submit button is pressed, blur validation is skipped: submitting
 * validates every field anyway. Spread `formProps` on the form; ask `isPressingSubmit()` in onBlur.
 */
export function useSubmitPress() {
  const pressing = useRef(false);
  return {
    formProps: {
      onPointerDownCapture: (event: PointerEvent<HTMLFormElement>) => {
        pressing.current = event.target instanceof Element && event.target.closest('button[type="submit"]') !== null;
      },
      onPointerUpCapture: () => {
        // After the release the click follows; any later blur is an ordinary one.
        setTimeout(() => (pressing.current = false), 0);
      },
    },
    isPressingSubmit: () => pressing.current,
  };
}
