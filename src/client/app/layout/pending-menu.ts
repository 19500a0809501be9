/**
 * The header's menus load just after the first paint. A click on a trigger before they arrive is kept
 * here, and that menu opens as soon as it mounts.
 */
let pending: string | null = null;

export function requestMenu(label: string) {
  pending = label;
}

export function takePendingMenu(label: string): boolean {
  if (pending !== label) return false;
  pending = null;
  return true;
}
