/** @jest-environment node */
import { compareContracts, emitContract, nextVersion, type ContractFiles } from './contract';
import { readContract } from './update-contract';

/** A `card.d.ts` declaring `Card` with these props. */
const card = (props: string): string =>
  `export type CardProps = ${props};\nexport declare function Card(props: CardProps): null;\n`;

const ui = (body: string): ContractFiles => ({
  'provides/ui.d.ts': `export { Card, type CardProps } from '../card';\n${body}`,
  'card.d.ts': card("{ as?: 'div' | 'li' }"),
  'provides/booking.d.ts': 'export {};\n',
  'provides/router.d.ts': 'export {};\n',
});

describe('compareContracts', () => {
  const before = ui('export declare const siteName: string;\n');

  it('names a provided name that is gone', () => {
    const after = {
      ...before,
      'provides/ui.d.ts': "export { Card, type CardProps } from '../card';\n",
    };
    expect(compareContracts(before, after)).toEqual({
      removed: ['shell/ui: siteName'],
      changed: [],
      added: [],
    });
  });

  it('names a provided name whose shape changed, followed to where it is declared', () => {
    const after = { ...before, 'card.d.ts': card("{ as?: 'div' }") };
    expect(compareContracts(before, after).changed).toEqual(['shell/ui: CardProps']);
  });

  it('counts a prop a page may leave out as compatible: a minor change', () => {
    const after = { ...before, 'card.d.ts': card("{ as?: 'div' | 'li'; tone?: 'light' }") };
    expect(compareContracts(before, after)).toEqual({
      removed: [],
      changed: [],
      added: ['shell/ui: CardProps'],
    });
  });

  it('counts a prop every page must now give as a change of shape', () => {
    const after = { ...before, 'card.d.ts': card("{ as?: 'div' | 'li'; tone: 'light' }") };
    expect(compareContracts(before, after).changed).toEqual(['shell/ui: CardProps']);
  });

  it('names a name that is new', () => {
    const after = ui(
      'export declare const siteName: string;\nexport declare const year: number;\n',
    );
    expect(compareContracts(before, after)).toEqual({
      removed: [],
      changed: [],
      added: ['shell/ui: year'],
    });
  });
});

describe('nextVersion', () => {
  const none = { removed: [], changed: [], added: [] };

  it('raises the major version when a name goes or changes shape', () => {
    expect(nextVersion('1.4.2', { ...none, removed: ['shell/ui: Card'] })).toBe('2.0.0');
    expect(nextVersion('1.4.2', { ...none, changed: ['shell/ui: Card'] })).toBe('2.0.0');
  });

  it('raises the minor version when a name is added, and nothing otherwise', () => {
    expect(nextVersion('1.4.2', { ...none, added: ['shell/ui: Badge'] })).toBe('1.5.0');
    expect(nextVersion('1.4.2', none)).toBe('1.4.2');
  });
});

describe('the published contract', () => {
  const provided = emitContract();

  test('is what the shell provides (npm run contract -w shell updates it)', () => {
    const published = readContract();
    // Every provided name as published, then every declaration file as generated.
    expect(compareContracts(published, provided)).toEqual({ removed: [], changed: [], added: [] });
    expect(published).toEqual(provided);
  });

  test('holds the declarations the provided modules reach, and no file only the code imports', () => {
    // Reached through a type written as import("./lazy-module") in toasts.d.ts.
    expect(provided).toHaveProperty(['lib/lazy-module.d.ts']);
    // The gallery's viewer, imported lazily by the grid's body, which no declaration names.
    expect(provided).toHaveProperty(['components/ui/gallery-grid/gallery-grid.d.ts']);
    expect(provided).not.toHaveProperty(['components/ui/gallery-grid/gallery-lightbox.d.ts']);
  });
});
