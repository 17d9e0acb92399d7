import PostsScreen from '../posts/PostsScreen.tsx';

/**
 * `/dash/posts2`, where `/dash/posts` leads unless the old version is chosen: the post list, so
 * that saving in the composer lands on real posts. The planner issue adds its calendar here.
 */
export default function Posts2Screen() {
  return <PostsScreen screen="posts2" />;
}
