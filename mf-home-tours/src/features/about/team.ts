import type { TeamMember } from 'shared-types';

import jimmyUrl from '../../assets/about/team-jimmy-orourke.svg';
import marcusUrl from '../../assets/about/team-marcus-delgado.svg';
import peggyUrl from '../../assets/about/team-peggy-hartwell.svg';
import ruthUrl from '../../assets/about/team-ruth-nakamura.svg';

// The story speaks of three licensed guides, so exactly three members carry the
// licence (one co-founder and two guides); the other co-founder is the cat historian.
/** The four people on the about page's "Meet the Team" section. */
export const teamMembers: readonly TeamMember[] = [
  {
    name: 'Peggy Hartwell',
    role: 'Co-Founder & Cat Historian',
    bio: 'Peggy spent fifteen years in newspaper morgues and the Municipal Archives tracing the cats who turn up in New York’s records, from ferry-house mousers to the post office’s payroll cats. She wrote “The Cat Men of Gotham” and curates every story and stop on our routes.',
    image: peggyUrl,
    catName: 'Bartleby',
  },
  {
    name: 'Marcus Delgado',
    role: 'Co-Founder & Licensed Guide',
    bio: 'A Brooklyn native and licensed city guide, Marcus turned Peggy’s research into walking routes that fit into an afternoon. He leads the Brooklyn Heights tour most weekends and knows every stoop where a famous cat once sat.',
    image: marcusUrl,
    catName: 'Tammany',
  },
  {
    name: 'Ruth Nakamura',
    role: 'Licensed Guide',
    bio: 'Ruth taught history to school groups at a Manhattan museum before joining us. On the Financial District tour she brings the ships’ cats, warehouse cats and Custom House mousers of old Lower Manhattan back to life.',
    image: ruthUrl,
    catName: 'Miso',
  },
  {
    name: 'Jimmy O’Rourke',
    role: 'Licensed Guide',
    bio: 'Jimmy grew up above a bakery on the Lower East Side, where the shop cat had the run of the block. He guides the Lower East Side tour through tenement yards and pushcart markets and ends it with a stop at a cat cafe.',
    image: jimmyUrl,
    catName: 'Delancey',
  },
];
