import { type Receipt, receiptName, type ServiceElements } from '@crewline/protocol';
import { PROCESSED_RELIEF_PORT } from '../playwright.config';
import { nextAnswer, shownPage } from './support/answers';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem } from './support/menu';
import { signIn } from './support/sign-in';
import { expect, type Locator, type Page, test } from './support/test';

type Current = ServiceElements<'mta_vrCurrentPreferences'>;

/**
 * The receipt line of `receipt` inside `where`: its name, what it is the receipt of (an award row,
 * when the run gave the employee several), its verb, its proof, its copy button.
 */
async function expectReceiptLine(where: Locator, receipt: Receipt, verb: string, what?: string): Promise<Locator> {
  const name = receiptName(receipt.event.hash);
  const said = what ? `Receipt ${name} (${what}), ${verb} ` : `Receipt ${name}, ${verb} `;
  const line = where.locator('.pref-receipt').filter({ hasText: said });
  await expect(line).toHaveCount(1);
  // The run signed a checkpoint: the proof says which.
  const size = receipt.checkpoint?.size as number;
  await expect(line.locator('.pref-receipt__proof')).toContainText(
    `In the ledger's signed checkpoint of ${size.toLocaleString('en-US')} events`,
  );
  return line;
}

/** What the copy button put on the clipboard, read back as a receipt. */
async function copied(page: Page, line: Locator): Promise<Receipt> {
  await line.getByRole('button', { name: /^Copy receipt/ }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\{/);
  return JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as Receipt;
}

test.describe('Receipts of the pick ledger, as 200002 after their relief turn was processed', () => {
  // The demo agency a week on: 200002 ranked open bids before the turn, and the turn was processed.
  test.use({
    baseURL: `http://127.0.0.1:${PROCESSED_RELIEF_PORT}`,
    permissions: ['clipboard-read', 'clipboard-write'],
  });

  test('the award and the saved list each show their receipt, copied whole and served by the ledger', async ({
    page,
    request,
  }, testInfo) => {
    await signIn(page, '200002');
    const current = nextAnswer<Current>(page, 'mta_vrCurrentPreferences');
    await chooseMenuItem(page, 'VR Preferences');
    const { award, list } = await current;
    const listReceipt = list?.receipt;
    if (!award || award.receipts.length < 2 || !listReceipt) throw new Error('the demo relief award has no receipts');
    expect(listReceipt.event.kind).toBe('SAVE');

    // One line per award row (the run gave 200002 several weeks), each naming its row.
    const card = shownPage(page).getByRole('region', { name: 'Your award' });
    await expect(card.locator('.pref-receipt')).toHaveCount(award.receipts.length);
    const awardLines: Locator[] = [];
    for (const receipt of award.receipts) {
      expect(receipt.event.kind).toBe('RUN');
      expect(receipt.award?.row.passId).toBe('200002');
      const label = award.items.find((i) => i.itemId === receipt.award?.row.itemId)?.label;
      awardLines.push(await expectReceiptLine(card, receipt, 'awarded', label));
    }
    const listLine = await expectReceiptLine(shownPage(page), listReceipt, 'saved');
    await expectAccessible(page);
    await screenshot(page, testInfo, 'vr-award-receipts');

    // Copied whole: what the employee hands to their union is what the server answered.
    expect(await copied(page, awardLines[1] as Locator)).toEqual(award.receipts[1]);
    expect(await copied(page, listLine)).toEqual(listReceipt);

    // The ledger's public address proves the same events against a checkpoint at least as large.
    for (const receipt of [...award.receipts, listReceipt]) {
      const proof = await request.get(`/ledger/proof?event=${receipt.event.number}`);
      expect(proof.ok()).toBe(true);
      const body = (await proof.json()) as { hash: string; checkpoint: { size: number } };
      expect(body.hash).toBe(receipt.event.hash);
      expect(body.checkpoint.size).toBeGreaterThanOrEqual(receipt.checkpoint?.size as number);
    }
  });
});
