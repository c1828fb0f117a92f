/**
 * Writes fresh `.gz` and `.br` variants next to every compressible file under `dir`; `thorough`
 * (production builds) takes gzip from Zopfli.
 */
export function precompress(dir: string, options?: { thorough?: boolean }): Promise<void>;
