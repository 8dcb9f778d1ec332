import { useCallback, useEffect, useRef } from 'react';
import { blogCategories, type BlogCategory } from 'shared-types';
import { useSearchParams } from 'shell/router';

import { blogPosts, type BlogPostEntry } from '../../content/posts';
import { BlogList } from './blog-list';
import { BlogPostView } from './blog-post-view';

/** Props of `BlogPage`. */
export interface BlogPageProps {
  /** The posts to show; the bundled posts unless a caller (a test) passes others. */
  posts?: readonly BlogPostEntry[];
}

function asCategory(value: string | null): BlogCategory | null {
  return blogCategories.find((category) => category === value) ?? null;
}

/** The /blog page: the list, or one post when `?post=` names a known post. */
export default function BlogPage({ posts = blogPosts }: BlogPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const postId = searchParams.get('post');
  const post = postId === null ? undefined : posts.find((item) => item.id === postId);

  // Opening or closing a post starts the reader at the top of the new view.
  const shownPostId = post?.id ?? null;
  const previous = useRef(shownPostId);
  useEffect(() => {
    if (previous.current !== shownPostId) window.scrollTo({ top: 0 });
    previous.current = shownPostId;
  }, [shownPostId]);

  const closePost = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('post');
          next.delete('category');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  if (post) return <BlogPostView post={post} posts={posts} onClose={closePost} />;
  return (
    <BlogList
      // A new list per category link, so the filter starts from it.
      key={searchParams.get('category') ?? ''}
      posts={posts}
      initialCategory={asCategory(searchParams.get('category'))}
    />
  );
}
