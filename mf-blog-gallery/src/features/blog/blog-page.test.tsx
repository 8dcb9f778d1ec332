import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { BlogCategory } from 'shared-types';

import { blogPosts, type BlogPostEntry } from '../../content/posts';
import { expectShownFor } from '../../test-utils/expect-shown-for';
import BlogPage from './blog-page';

function renderBlog(url: string, posts: readonly BlogPostEntry[] = blogPosts) {
  const router = createMemoryRouter(
    [
      { path: '/blog', element: <BlogPage posts={posts} /> },
      { path: '/', element: <h1>Home page</h1> },
      { path: '/booking', element: <h1>Booking page</h1> },
    ],
    { initialEntries: ['/', url], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Renders a post, waiting for its body, which loads on its own (a component suspends). */
async function renderPost(url: string, posts: readonly BlogPostEntry[] = blogPosts) {
  let router: ReturnType<typeof renderBlog> | undefined;
  await act(async () => {
    router = renderBlog(url, posts);
  });
  return router!;
}

function fixturePost(id: string, category: BlogCategory, extra: Partial<BlogPostEntry> = {}) {
  return {
    ...blogPosts[0]!,
    id,
    title: `Story ${id}`,
    excerpt: `About ${id}`,
    category,
    ...extra,
  } satisfies BlogPostEntry;
}

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

function finishLoading() {
  act(() => {
    jest.advanceTimersByTime(300);
  });
}

function cards() {
  return screen.queryAllByRole('link', { name: /^Read More/ });
}

/** The button of the topic `name` among the category filters. */
function topicFilter(name: string) {
  return within(screen.getByRole('group', { name: 'Filter by topic' })).getByRole('button', {
    name,
  });
}

let scrollTo: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  scrollTo.mockRestore();
});

describe('BlogPage list', () => {
  it('shows "Loading..." for 300 ms, then a card with Read More for each of the 12 posts', () => {
    renderBlog('/blog');

    expect(screen.getByRole('heading', { level: 1, name: 'The Cat History Blog' })).toBeVisible();
    expectShownFor('Loading...', 300);
    expect(cards()).toHaveLength(12);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('searches title, excerpt and category without regard to case, and counts the results', async () => {
    renderBlog('/blog');
    finishLoading();
    const search = screen.getByRole('searchbox', { name: 'Search posts' });

    await user().type(search, 'BODEGA');
    expect(screen.getByText('Found 1 post(s) matching "BODEGA"')).toBeInTheDocument();
    expect(cards()).toHaveLength(1);

    await user().clear(search);
    await user().type(search, 'neighborhoods');
    expect(screen.getByText('Found 3 post(s) matching "neighborhoods"')).toBeInTheDocument();

    await user().clear(search);
    await user().type(search, 'blind cat');
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveAccessibleName(
      'Read More: Jerry Fox: The Blind Cat Who Saved Brooklyn Borough Hall',
    );
  });

  it('says so when the search finds nothing, and clears the search on request', async () => {
    renderBlog('/blog');
    finishLoading();

    await user().type(screen.getByRole('searchbox', { name: 'Search posts' }), 'dinosaurs');
    expect(screen.getByText('No posts found matching "dinosaurs"')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);

    await user().click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(cards()).toHaveLength(12);
  });

  it('filters by one category at a time, marked with aria-pressed, and All Topics clears it', async () => {
    renderBlog('/blog');
    finishLoading();
    const filters = screen.getByRole('group', { name: 'Filter by topic' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All Topics', 'History', 'Cat Culture', 'Tours', 'Neighborhoods']);
    expect(topicFilter('All Topics')).toHaveAttribute('aria-pressed', 'true');

    await user().click(topicFilter('Tours'));
    expect(topicFilter('Tours')).toHaveAttribute('aria-pressed', 'true');
    expect(topicFilter('All Topics')).toHaveAttribute('aria-pressed', 'false');
    expect(cards()).toHaveLength(3);

    await user().click(topicFilter('History'));
    expect(topicFilter('Tours')).toHaveAttribute('aria-pressed', 'false');
    expect(cards()).toHaveLength(3);

    await user().click(topicFilter('All Topics'));
    expect(cards()).toHaveLength(12);
  });

  it('applies the search and the category independently', async () => {
    renderBlog('/blog');
    finishLoading();
    const search = screen.getByRole('searchbox', { name: 'Search posts' });

    await user().type(search, 'winter');
    expect(cards()).toHaveLength(1);
    await user().click(topicFilter('Tours'));
    expect(screen.getByText('Found 1 post(s) matching "winter"')).toBeInTheDocument();

    await user().click(topicFilter('History'));
    expect(screen.getByText('No posts found matching "winter"')).toBeInTheDocument();

    await user().clear(search);
    expect(cards()).toHaveLength(3);
    expect(topicFilter('History')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the empty-category texts, and Show All Posts clears the category', async () => {
    const posts = ['a', 'b', 'c', 'd'].map((id) => fixturePost(id, 'History'));
    renderBlog('/blog', posts);
    finishLoading();

    await user().click(screen.getByRole('button', { name: 'Neighborhoods' }));
    expect(screen.getByText('No posts found')).toBeInTheDocument();
    expect(
      screen.getByText('Try selecting a different category or clear your filters'),
    ).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Show All Posts' }));
    expect(cards()).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'All Topics' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows its own texts when there are no posts at all', () => {
    renderBlog('/blog', []);
    finishLoading();

    expect(screen.getByText('No Blog Posts Available')).toBeInTheDocument();
    expect(screen.getByText('Check back soon for new stories and updates!')).toBeInTheDocument();
  });

  it('offers Browse by Topic only unfiltered, with more than 1 category and more than 3 posts', async () => {
    renderBlog('/blog');
    finishLoading();
    const browse = screen.getByRole('region', { name: 'Browse by Topic' });
    expect(within(browse).getAllByRole('button')).toHaveLength(4);

    await user().click(within(browse).getByRole('button', { name: 'Cat Culture (3 stories)' }));
    expect(cards()).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'Browse by Topic' })).not.toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'All Topics' }));
    await user().type(screen.getByRole('searchbox', { name: 'Search posts' }), 'cat');
    expect(screen.queryByRole('region', { name: 'Browse by Topic' })).not.toBeInTheDocument();
  });

  it('leaves out Browse by Topic with three posts or with one category', () => {
    renderBlog('/blog', [
      fixturePost('a', 'History'),
      fixturePost('b', 'Tours'),
      fixturePost('c', 'Tours'),
    ]);
    finishLoading();

    expect(screen.queryByRole('heading', { name: 'Browse by Topic' })).not.toBeInTheDocument();
  });

  it('shows the list for an unknown post id', () => {
    renderBlog('/blog?post=no-such-post');
    finishLoading();

    expect(screen.getByRole('heading', { level: 1, name: 'The Cat History Blog' })).toBeVisible();
    expect(cards()).toHaveLength(12);
  });
});

describe('BlogPage detail', () => {
  const jerryFoxTitle = 'Jerry Fox: The Blind Cat Who Saved Brooklyn Borough Hall';

  it('opens a post from its card, replacing the history entry and scrolling to the top', async () => {
    const router = renderBlog('/blog');
    finishLoading();

    await act(() =>
      user().click(screen.getByRole('link', { name: `Read More: ${jerryFoxTitle}` })),
    );

    expect(await screen.findByRole('heading', { level: 1, name: jerryFoxTitle })).toBeVisible();
    expect(router.state.location.search).toBe('?post=jerry-fox-saves-brooklyn-borough-hall');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });

    // The list's entry was replaced, so going back leaves the blog.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the breadcrumb, the article, its tags and the calls to action', async () => {
    await renderPost('/blog?post=jerry-fox-saves-brooklyn-borough-hall');
    await screen.findByRole('heading', { level: 2, name: 'May 22, 1904' });

    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Blog', 'History', jerryFoxTitle]);
    const article = screen.getByRole('article', { name: jerryFoxTitle });
    expect(within(article).getByRole('heading', { level: 2, name: 'May 22, 1904' })).toBeVisible();
    expect(article).toHaveTextContent('By Historian Team');
    expect(article).toHaveTextContent('7 min read');
    expect(
      within(within(article).getByRole('list', { name: 'Tags:' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    expect(within(article).getByRole('link', { name: 'Explore Our Tours' })).toHaveAttribute(
      'href',
      '/booking',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('lists the other posts of the same category as related stories', async () => {
    await renderPost('/blog?post=jerry-fox-saves-brooklyn-borough-hall');

    const related = screen.getByRole('list', { name: 'Related stories' });
    expect(
      within(related)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Post Office Cats: The Official Mousers of Manhattan',
      'The Working Cats of Old New York',
    ]);
  });

  it('shows at most three related stories, and none from other categories', async () => {
    const posts = [
      fixturePost('a', 'Tours', { date: '2025-01-05' }),
      fixturePost('b', 'Tours', { date: '2025-01-06' }),
      fixturePost('c', 'Tours', { date: '2025-01-07' }),
      fixturePost('d', 'Tours', { date: '2025-01-08' }),
      fixturePost('e', 'Tours', { date: '2025-01-09' }),
      fixturePost('f', 'History', { date: '2025-01-10' }),
    ];
    await renderPost('/blog?post=a', posts);

    const related = screen.getByRole('list', { name: 'Related stories' });
    expect(
      within(related)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Story e', 'Story d', 'Story c']);
  });

  it('opens a related story in place of the current one', async () => {
    const router = await renderPost('/blog?post=jerry-fox-saves-brooklyn-borough-hall');

    await user().click(
      screen.getByRole('link', { name: 'Read More: The Working Cats of Old New York' }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Working Cats of Old New York' }),
    ).toBeVisible();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes back to the list with Back to all posts, replacing the entry and scrolling up', async () => {
    const router = await renderPost('/blog?post=jerry-fox-saves-brooklyn-borough-hall');

    await user().click(screen.getByRole('button', { name: 'Back to all posts' }));
    finishLoading();

    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(cards()).toHaveLength(12);
  });

  it('clears the post with the breadcrumb Blog link, replacing the entry', async () => {
    const router = await renderPost('/blog?post=jerry-fox-saves-brooklyn-borough-hall');

    await user().click(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
        name: 'Blog',
      }),
    );

    expect(router.state.location.pathname).toBe('/blog');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens the list on the post’s category from the breadcrumb', async () => {
    await renderPost('/blog?post=jerry-fox-saves-brooklyn-borough-hall');

    await user().click(screen.getByRole('link', { name: 'History' }));
    finishLoading();

    expect(screen.getByRole('button', { name: 'History' })).toHaveAttribute('aria-pressed', 'true');
    expect(cards()).toHaveLength(3);
  });

  it('shows script tags written in a post as text', async () => {
    const posts = [
      fixturePost('unsafe', 'History', {
        loadContent: () =>
          Promise.resolve(
            '## Heading\n\nA post with <script>window.hacked = true</script> inside.',
          ),
      }),
    ];
    await renderPost('/blog?post=unsafe', posts);

    expect(
      await screen.findByText('A post with <script>window.hacked = true</script> inside.'),
    ).toBeInTheDocument();
    expect(document.querySelector('article script')).toBeNull();
  });

  it('shows "Loading..." until the body has arrived, then the body in its place', async () => {
    let deliver: (body: string) => void = () => undefined;
    const posts = [
      fixturePost('slow', 'History', {
        loadContent: () => new Promise<string>((resolve) => (deliver = resolve)),
      }),
    ];
    await renderPost('/blog?post=slow', posts);

    const article = screen.getByRole('article', { name: 'Story slow' });
    expect(within(article).getByRole('status')).toHaveTextContent('Loading...');
    expect(article).toHaveTextContent('By Historian Team');

    await act(async () => deliver('## Arrived\n\nThe body of the story.'));
    expect(within(article).getByRole('heading', { level: 2, name: 'Arrived' })).toBeVisible();
    expect(within(article).queryByRole('status')).not.toBeInTheDocument();
  });

  it('loads a body once, however often the post renders', async () => {
    const loadContent = jest.fn(() => Promise.resolve('## Once\n\nOnly once.'));
    const posts = [fixturePost('once', 'History', { loadContent })];
    const router = await renderPost('/blog?post=once', posts);
    await screen.findByRole('heading', { level: 2, name: 'Once' });

    await act(() => router.navigate('/blog?post=once&category=History'));
    expect(screen.getByRole('heading', { level: 2, name: 'Once' })).toBeVisible();
    expect(loadContent).toHaveBeenCalledTimes(1);
  });

  it('asks for no post body while showing the list', () => {
    const loadContent = jest.fn(() => Promise.resolve('## Body\n\nText.'));
    renderBlog('/blog', [fixturePost('a', 'History', { loadContent })]);
    finishLoading();

    expect(cards()).toHaveLength(1);
    expect(loadContent).not.toHaveBeenCalled();
  });

  it('says so when a body cannot be loaded, and loads it with Try again', async () => {
    const loadContent = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue('## Second time\n\nThe body, at last.');
    await renderPost('/blog?post=flaky', [fixturePost('flaky', 'History', { loadContent })]);

    const article = screen.getByRole('article', { name: 'Story flaky' });
    expect(within(article).getByRole('alert')).toHaveTextContent(
      'This story could not be loaded. The rest of the site still works.',
    );
    expect(loadContent).toHaveBeenCalledTimes(1);

    // The body suspends again: the click's update is awaited so React waits for it.
    await act(async () => {
      await user().click(within(article).getByRole('button', { name: 'Try again' }));
    });
    expect(
      await within(article).findByRole('heading', { level: 2, name: 'Second time' }),
    ).toBeVisible();
    expect(within(article).queryByRole('alert')).not.toBeInTheDocument();
    expect(loadContent).toHaveBeenCalledTimes(2);
  });
});
