interface ChapterItem {
  book: string;
  chapter: number;
}

/** Chapters as people write passages: consecutive chapters of a book as a range ("Genesis 1–3; Exodus 1"). */
export function passageText(bookName: (book: string) => string, chapters: readonly ChapterItem[]): string {
  const parts: Array<{ book: string; from: number; to: number }> = [];
  for (const { book, chapter } of chapters) {
    const last = parts.at(-1);
    if (last && last.book === book && last.to + 1 === chapter) last.to = chapter;
    else parts.push({ book, from: chapter, to: chapter });
  }
  return parts
    .map(({ book, from, to }) => `${bookName(book)} ${from === to ? from : `${from}–${to}`}`)
    .join('; ');
}
