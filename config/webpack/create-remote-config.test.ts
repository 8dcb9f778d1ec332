import { remotes, type PageName } from 'shared-types';

import { remoteFederationConfig, type PageSources } from './create-remote-config';

/** The forms remote's pages, each at a source of its name. */
const pageSources = Object.fromEntries(
  remotes.forms.exposes.map((key) => [key.slice(2), `./src/${key.slice(2)}.tsx`]),
) as PageSources<'forms'>;
const dependencies = { react: '^19.2.0', 'react-dom': '^19.2.0', 'react-router-dom': '^7.18.0' };

describe("a remote's federation options", () => {
  it("expose every page the remote lists, in the route list's order", () => {
    const { exposes } = remoteFederationConfig('forms', pageSources, dependencies);
    expect(Object.keys(exposes)).toEqual(remotes.forms.exposes);
    expect(exposes['./ContactPage']).toBe(pageSources['ContactPage' as PageName<'forms'>]);
  });

  it('expose a page the remote lists before the route list has it, after the others', () => {
    const withNewPage = { ...pageSources, GiftCardsPage: './src/features/gift-cards/page.tsx' };
    const { exposes } = remoteFederationConfig('forms', withNewPage, dependencies);
    expect(Object.keys(exposes)).toEqual([...remotes.forms.exposes, './GiftCardsPage']);
    expect(exposes['./GiftCardsPage']).toBe('./src/features/gift-cards/page.tsx');
  });
});
