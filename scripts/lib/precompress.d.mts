/** Writes fresh `.gz` and `.br` variants next to every compressible file under `dir`. */
export function precompress(dir: string): Promise<void>;
