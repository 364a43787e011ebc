/**
 * Control characters no person's text holds: everything below a space except tab, newline and carriage return,
 * and DEL. PostgreSQL refuses NUL in text, and the rest only hide content from whoever reads it.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Whether user text holds a control character (tab, newline and carriage return aside). */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** The answer to text with a control character, wherever it comes in. */
export const CONTROL_CHARACTER_MESSAGE = "Text may not contain control characters";
