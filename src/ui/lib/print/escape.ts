// HTML escaping for the receipt document: every text that goes into the print window passes here, so
// a customer's '<script>' or '<img onerror>' prints as text and never runs.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (char) => ENTITIES[char]);
}
