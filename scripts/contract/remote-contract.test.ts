/** @jest-environment node */
// The shell removes a name it provides: its contract says so, and the contract check of a remote
// that uses the name fails, naming it.
import fs from 'node:fs';
import path from 'node:path';

import { compareContracts, emitContract } from 'shell/contract';
import { readContract } from 'shell/contract/update';

import { remoteContractErrors } from './check-remote-contract';

const repoRoot = path.resolve(__dirname, '../..');
const providedUi = path.join(repoRoot, 'shell/src/provides/ui.ts');
const blogGallery = path.join(repoRoot, 'mf-blog-gallery');
/** A page of blog-gallery that uses `Card` from shell/ui. */
const usesCard = 'src/features/blog/post-card.tsx';

test('removing Card from shell/ui fails the contract check of blog-gallery, which uses it', () => {
  const source = fs.readFileSync(providedUi, 'utf8');
  const withoutCard = source.replace(/^export \{ Card, type CardProps \} from .*\n/m, '');
  expect(withoutCard).not.toBe(source);

  const published = readContract();
  const contract = emitContract({ [providedUi]: withoutCard });

  expect(compareContracts(published, contract).removed).toEqual([
    'shell/ui: Card',
    'shell/ui: CardProps',
  ]);
  expect(remoteContractErrors(blogGallery, published, [usesCard])).toEqual([]);
  const errors = remoteContractErrors(blogGallery, contract, [usesCard]);
  expect(errors.join('\n')).toMatch(
    /post-card\.tsx.*"shell\/ui"' has no exported member (named )?'Card'/,
  );
}, 240_000);
