import { ALLOWED_IMAGE_EXTENSIONS, ALLOWED_IMAGE_TYPES, LIMITS } from '../constants';
import * as messages from '../messages';

const v = messages.validation;

/** What a browser File exposes; kept structural so this stays DOM-free. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

const EXECUTABLE_EXTENSIONS = new Set([
  'exe', 'bat', 'cmd', 'com', 'scr', 'msi', 'dll', 'sh', 'bash', 'ps1', 'vbs', 'js', 'mjs', 'jar',
  'apk', 'app', 'php', 'phtml', 'py', 'pl', 'rb', 'cgi', 'asp', 'aspx', 'jsp', 'html', 'htm', 'svg',
]);

/** Lower-case extension after the last dot ('' when none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** JPG, JPEG, PNG or WebP up to 5 MB; any executable-like part of the name ('foto.php.jpg') is refused. */
export function validateImageFile(file: FileLike): string[] {
  const errors: string[] = [];
  const parts = file.name.toLowerCase().split('.').slice(1);
  if (parts.some((part) => EXECUTABLE_EXTENSIONS.has(part))) errors.push(v.imageExecutable);
  else {
    const extensionOk = (ALLOWED_IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name));
    const typeOk = (ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase());
    if (!extensionOk || !typeOk) errors.push(v.imageType);
  }
  if (file.size > LIMITS.uploadMaxBytes) errors.push(v.imageTooLarge);
  return errors;
}
