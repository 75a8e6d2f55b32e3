/**
 * How long free text may be, at every door alike (a form, `/api`, a replicated document). Without a
 * limit a single 60 000-character name would be copied into every order line, every ticket and every
 * device's replica; these leave ample room for real names and notes.
 */

/** Names: products, areas, tables, ingredients, suppliers and the short fields beside them. */
export const NAME_MAX_LENGTH = 120;
/** Descriptions, notes, allergens and reasons. */
export const TEXT_MAX_LENGTH = 1000;
/** A recipe's instructions, one step per line, run longer than a note. */
export const INSTRUCTIONS_MAX_LENGTH = 4000;
/** Addresses of images and documents. */
export const URL_MAX_LENGTH = 2048;

/** The refusal of an over-long text; `what` names the field ('El nombre', 'La descripción'…). */
export function tooLongMessage(what: string, max: number): string {
  const plural = /^(Las|Los) /.test(what);
  return `${what} no ${plural ? 'pueden' : 'puede'} tener más de ${max} caracteres`;
}

/** Where uploaded images are served (see the gateway's uploads route): `/api/objects/uploads/<id>`. */
const UPLOAD_PATH = /^\/api\/objects\/uploads\/[A-Za-z0-9_-]{1,80}$/;
/** `https://host[:port][/path?query#fragment]`, with no space, quote, angle bracket or backslash. */
const HTTPS_URL =
  /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*(?::\d{1,5})?(?:[/?#][^\s"'<>\\]*)?$/;

export const IMAGE_URL_MESSAGE =
  'La imagen debe ser una subida propia (/api/objects/uploads/…) o una dirección https';

/**
 * An image address a screen may put in `<img src>`: one of our own uploads, or an `https:` address.
 * Anything else (`javascript:`, `data:`, `http:`, a relative path elsewhere) is refused, so a stored
 * value can never run script or leak a session over plain http.
 */
export function isImageUrl(value: string): boolean {
  return value.length <= URL_MAX_LENGTH && (UPLOAD_PATH.test(value) || HTTPS_URL.test(value));
}

/** An order is its lines: one without any sells nothing (spec §5's empty-order message). */
export const EMPTY_ORDER_MESSAGE = 'Añada productos al pedido antes de enviarlo';
