import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataFormatsDoc } from '../../src/modules/agency-data';

describe('docs/data-formats.md', () => {
  it('is what the file definitions generate (npm run agency -- doc writes it)', () => {
    const checkedIn = readFileSync(new URL('../../../../docs/data-formats.md', import.meta.url), 'utf8');
    expect(checkedIn).toBe(dataFormatsDoc());
  });
});
