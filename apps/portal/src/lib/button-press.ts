import { useRef, type PointerEvent } from 'react';

/**
 * Pressing a button of a form blurs the field being edited first. Validating on that blur adds or removes
 * an error message, which can move the button between press and release, and the click is then lost
 * (seen with a refused code: its two-line message gave way to a one-line hint, and "Confirm" had to be
 * pressed twice; and "Use a recovery code" got the old field's error). So while a button of the form is
 * pressed, blur validation is skipped: submitting validates every field anyway, and the other buttons
 * (back, cancel, another kind of code) leave the field. Spread `formProps` on the form; ask
 * `isPressingButton()` in onBlur.
 */
export function useButtonPress() {
  const pressing = useRef(false);
  return {
    formProps: {
      onPointerDownCapture: (event: PointerEvent<HTMLFormElement>) => {
        pressing.current = event.target instanceof Element && event.target.closest('button') !== null;
      },
      onPointerUpCapture: () => {
        // After the release the click follows; any later blur is an ordinary one.
        setTimeout(() => (pressing.current = false), 0);
      },
    },
    isPressingButton: () => pressing.current,
  };
}
