import { expect, test } from '../support/fixtures';
import { openPage } from '../support/open-page';
import { requestedUrls } from '../support/requested-urls';

// Each test checks several full pages with axe on a shared 2-core machine; allow for it.
test.describe.configure({ timeout: 120_000 });

const jerryFox = {
  id: 'jerry-fox-saves-brooklyn-borough-hall',
  title: 'Jerry Fox: The Blind Cat Who Saved Brooklyn Borough Hall',
};

test.describe('the blog', () => {
  test('lists the 12 posts after loading, searches and filters them', async ({ page, a11y }) => {
    await openPage(page, '/blog', 'The Cat History Blog');
    const readMore = page.getByRole('link', { name: /^Read More: / });
    await expect(readMore).toHaveCount(12);
    await expect(page.getByRole('heading', { name: 'Browse by Topic' })).toBeVisible();
    await a11y.check();

    await page.getByRole('searchbox', { name: 'Search posts' }).fill('bodega');
    await expect(page.getByText('Found 1 post(s) matching "bodega"')).toBeVisible();
    await expect(readMore).toHaveCount(1);

    await page.getByRole('searchbox', { name: 'Search posts' }).fill('');
    const tours = page
      .getByRole('group', { name: 'Filter by topic' })
      .getByRole('button', { name: 'Tours' });
    await tours.click();
    await expect(tours).toHaveAttribute('aria-pressed', 'true');
    await expect(readMore).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Browse by Topic' })).toHaveCount(0);
    await a11y.check();
  });

  test('opens a post from its card in place of the list', async ({ page, a11y }) => {
    await openPage(page, '/sitemap', 'Site Map');
    await a11y.check();
    await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await a11y.check();

    await page.getByRole('link', { name: `Read More: ${jerryFox.title}` }).click();
    await expect(page).toHaveURL(`/blog?post=${jerryFox.id}`);
    await expect(page.getByRole('heading', { level: 1, name: jerryFox.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'May 22, 1904' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Related stories' }).getByRole('listitem'),
    ).toHaveCount(2);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await a11y.check();

    // Opening the post replaced the list's entry: one step back is the site map.
    await page.goBack();
    await expect(page).toHaveURL(/\/sitemap$/);
  });

  test('loads a post’s body when the post opens, and asks again after a failure', async ({
    page,
    a11y,
  }) => {
    const remoteScripts = requestedUrls(
      page,
      (request) =>
        request.resourceType() === 'script' && request.url().includes('/remotes/blog-gallery/'),
    );
    await page.goto('/blog');
    const readMore = page.getByRole('link', { name: `Read More: ${jerryFox.title}` });
    await expect(readMore).toBeVisible();
    await a11y.check();
    const listScripts = remoteScripts.length;

    // The body is a chunk of its own: the list asked for none, and the first fetch of it fails.
    const bodyChunks: string[] = [];
    await page.route(
      /\/remotes\/blog-gallery\/\d+\.[0-9a-f]+\.js$/,
      async (route) => {
        bodyChunks.push(route.request().url());
        await route.fulfill({ status: 503, body: '' });
      },
      { times: 1 },
    );
    await readMore.click();

    const article = page.getByRole('article', { name: jerryFox.title });
    await expect(article.getByRole('alert')).toHaveText(
      /This story could not be loaded\. The rest of the site still works\./,
    );
    expect(bodyChunks).toHaveLength(1);
    // Opening the post fetched its body and no other script of the remote.
    expect(remoteScripts.slice(listScripts)).toEqual(bodyChunks);
    await a11y.check();

    await article.getByRole('button', { name: 'Try again' }).click();
    await expect(article.getByRole('heading', { level: 2, name: 'May 22, 1904' })).toBeVisible();
    await expect(article.getByRole('alert')).toHaveCount(0);
    await a11y.check();
  });

  test('opens a post by its URL and goes back to the list', async ({ page, a11y }) => {
    await openPage(
      page,
      '/blog?post=ships-cats-of-new-york-harbor',
      'The Ships’ Cats of New York Harbor',
    );
    const trail = page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .filter({ hasText: 'Cat Culture' });
    await expect(trail.getByRole('listitem')).toHaveText([
      'Home',
      'Blog',
      'Cat Culture',
      'The Ships’ Cats of New York Harbor',
    ]);
    await expect(page.getByRole('link', { name: 'Explore Our Tours' })).toHaveAttribute(
      'href',
      '/booking',
    );
    await a11y.check();

    await page.getByRole('button', { name: 'Back to all posts' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('link', { name: /^Read More: / })).toHaveCount(12);
    await a11y.check();
  });

  test('redirects /blog/{id} to /blog?post={id}', async ({ page, a11y }) => {
    await page.goto('/blog/bodega-cats-new-yorks-shopkeepers');
    await expect(page).toHaveURL('/blog?post=bodega-cats-new-yorks-shopkeepers');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Bodega Cats: New York’s Most Famous Shopkeepers',
      }),
    ).toBeVisible();
    await a11y.check();
  });
});

test.describe('the gallery', () => {
  test('loads the news video only when the visitor presses play', async ({ page, a11y }) => {
    const videoRequests: string[] = [];
    await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, async (route) => {
      videoRequests.push(route.request().url());
      await route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Player</title><main><h1>News report</h1></main></html>',
      });
    });
    await page.goto('/gallery');
    const play = page.getByRole('button', { name: /^Play the video: .*news report/ });
    await expect(play).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(videoRequests).toEqual([]);

    await play.focus();
    await page.keyboard.press('Enter');
    const player = page.locator('iframe[title^="Local TV news report"]');
    await expect(player).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/,
    );
    await expect(player).toBeFocused();
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
    await a11y.check();
  });

  test('shows the video, then both grids, and a lightbox driven by the keyboard', async ({
    page,
    a11y,
  }) => {
    await openPage(page, '/gallery', 'Photo Gallery');
    await expect(page.getByText('Loading photos...')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book Your Tour Today' })).toHaveAttribute(
      'href',
      '/tours',
    );
    await expect(
      page.getByRole('button', { name: /^Play the video: .*news report/ }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Submit Your Cat Photos' })).toHaveAttribute(
      'href',
      '/contact',
    );

    const tours = page.getByRole('list', { name: 'Tour photos' });
    await expect(tours.getByRole('img')).toHaveCount(40);
    await expect(page.getByRole('list', { name: 'Fan photos' }).getByRole('img')).toHaveCount(21);
    await a11y.check();

    const first = tours.getByRole('button').first();
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('1 / 40')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText('40 / 40')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('2 / 40')).toBeVisible();
    await a11y.check();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(first).toBeFocused();
  });
});

test.describe('the site map', () => {
  test('lists every page and post, each post linking to its story', async ({ page, a11y }) => {
    await page.goto('/sitemap');
    await expect(page.getByRole('list', { name: 'Main Pages' }).getByRole('link')).toHaveCount(9);
    await expect(page.getByRole('list', { name: 'Tours' }).getByRole('link')).toHaveCount(4);
    const posts = page.getByRole('list', { name: 'Blog Posts' }).getByRole('listitem');
    await expect(posts).toHaveCount(12);
    await a11y.check();

    await page.getByRole('link', { name: jerryFox.title }).click();
    await expect(page).toHaveURL(`/blog?post=${jerryFox.id}`);
    await expect(page.getByRole('heading', { level: 1, name: jerryFox.title })).toBeVisible();
    await a11y.check();
  });
});
