/**
 * react-hook-form modes of the specification: validate on blur and on change (commit) events, never on
 * each keystroke; selects and checkboxes commit on change, which blur-mode covers once touched.
 * Apart from validation.ts so a form can take them without the zod rules (the login screen).
 */
export const formValidationModes = { mode: 'onBlur', reValidateMode: 'onBlur' } as const;
