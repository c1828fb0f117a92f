import { paths } from '@quadra/contracts';
import { errorText, fetchEventList, toast } from '@quadra/data';
import { eventListText, messages } from '@quadra/domain';

const m = messages.eventList;
const TOAST_ID = 'event-list';

/** The event's list as its group pastes it, read now, with the event's address. */
async function listText(eventId: string): Promise<string> {
  const list = await fetchEventList(eventId);
  return eventListText({ ...list, link: new URL(paths.event(eventId), window.location.origin).href });
}

/**
 * Writes a text still being read: a ClipboardItem takes its promise within the tap (Safari allows a
 * write only then, and the list is read from the network first); writeText where there is none.
 */
async function writeClipboard(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    const blob = text.then((t) => new Blob([t], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

/** The failure's reason: the list's (the database's words) when it could not be read, else the copy's. */
async function failureText(text: Promise<string>): Promise<string> {
  const readError = await text.then(
    () => null,
    (error: unknown) => error,
  );
  return readError ? errorText(readError, m.loadError) : m.copyFailed;
}

/** 'Copiar lista': the list on the clipboard, or why not. */
export async function copyList(eventId: string, text: Promise<string> = listText(eventId)): Promise<void> {
  try {
    await writeClipboard(text);
    toast.success(m.copied, { id: TOAST_ID });
  } catch {
    toast.error(await failureText(text), { id: TOAST_ID });
  }
}

/** 'Compartilhar lista': the phone's share sheet with the list where it has one; copied where it has not. */
export async function shareList(eventId: string): Promise<void> {
  if (typeof navigator.share !== 'function') return copyList(eventId);
  let text: string;
  try {
    text = await listText(eventId);
  } catch (error) {
    toast.error(errorText(error, m.loadError), { id: TOAST_ID });
    return;
  }
  try {
    await navigator.share({ text });
  } catch (error) {
    // Closing the sheet is a choice, not a failure; any other refusal copies instead.
    if (error instanceof DOMException && error.name === 'AbortError') return;
    await copyList(eventId, Promise.resolve(text));
  }
}
