import { ATTACHMENT_MAX_BYTES, ATTACHMENT_NAME_MAX, miscellaneousSubmitRequest } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { PAPERS_TEXTS, papersOf, shortName, sizeWords } from './papers';

describe('papersOf', () => {
  it('describes a PDF, JPEG or PNG up to the largest size the request names', () => {
    expect(papersOf({ name: 'summons.pdf', type: 'application/pdf', size: 2048 })).toEqual({
      name: 'summons.pdf',
      type: 'application/pdf',
      bytes: 2048,
    });
    expect(papersOf({ name: 'letter.png', type: 'image/png', size: ATTACHMENT_MAX_BYTES })?.bytes).toBe(
      ATTACHMENT_MAX_BYTES,
    );
    expect(papersOf({ name: 'photo.jpg', type: 'image/jpeg', size: 1 })?.type).toBe('image/jpeg');
  });
  it('refuses another type, an empty file and one too large', () => {
    expect(papersOf({ name: 'photo.heic', type: 'image/heic', size: 2048 })).toBeNull();
    expect(papersOf({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBeNull();
    expect(papersOf({ name: 'empty.pdf', type: 'application/pdf', size: 0 })).toBeNull();
    expect(papersOf({ name: 'scan.pdf', type: 'application/pdf', size: ATTACHMENT_MAX_BYTES + 1 })).toBeNull();
  });
});

describe('a long file name', () => {
  const long = `${'Scanned document from the court, jury summons, '.repeat(4)}page 1 of 2.pdf`;

  it('is shortened to what the request carries, keeping its start and its extension', () => {
    const papers = papersOf({ name: long, type: 'application/pdf', size: 2048 });
    expect(papers?.name).toHaveLength(ATTACHMENT_NAME_MAX);
    expect(papers?.name.startsWith('Scanned document from the court')).toBe(true);
    expect(papers?.name.endsWith('….pdf')).toBe(true);
    expect(miscellaneousSubmitRequest.shape.attachment.safeParse(papers).success).toBe(true);
  });

  it('is kept as it is up to the limit, and never cut inside a character', () => {
    const exact = `${'a'.repeat(ATTACHMENT_NAME_MAX - 4)}.png`;
    expect(shortName(exact)).toBe(exact);
    const emoji = `${'😀'.repeat(80)}.jpg`;
    const short = shortName(emoji);
    expect(short.length).toBeLessThanOrEqual(ATTACHMENT_NAME_MAX);
    expect(short).toBe(`${'😀'.repeat(57)}….jpg`);
    expect(shortName('x'.repeat(200))).toBe(`${'x'.repeat(ATTACHMENT_NAME_MAX - 1)}…`);
  });
});

describe('the papers words', () => {
  it('say sizes in KB below a megabyte and in MB from one', () => {
    expect(sizeWords(1)).toBe('1 KB');
    expect(sizeWords(1536)).toBe('2 KB');
    expect(sizeWords(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
  it('name the chosen file with its size, and the largest size allowed', () => {
    expect(PAPERS_TEXTS.named('summons.pdf', 2048)).toBe(
      'summons.pdf (2 KB) is named in the request; the file stays on this device — hand the papers to the crew office.',
    );
    expect(PAPERS_TEXTS.refused).toContain(`${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`);
  });
});
