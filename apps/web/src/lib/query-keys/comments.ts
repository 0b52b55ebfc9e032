export const commentKeys = {
  post: (postId: string) => ['comments', postId] as const,
  list: (postId: string) => ['comments', postId, 'top'] as const,
  replies: (postId: string, commentId: string) => ['comments', postId, 'replies', commentId] as const,
};
