export interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * What the first page needs: the entry chunk, the chunks the entry itself loads (the app after
 * the first paint, start-up, the sign-in screen), everything those import statically, and their CSS.
 */
export function shellFiles(bundle: Record<string, ChunkLike>): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || files.has(fileName)) return;
    files.add(fileName);
    if (chunk.type !== 'chunk') return;
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
    visit(chunk.fileName);
    for (const loaded of chunk.dynamicImports ?? []) visit(loaded);
  }
  return [...files].sort();
}
