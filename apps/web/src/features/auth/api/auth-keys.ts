/** The session survives an organiser switch (switch-organisation keeps everything under `all`). */
export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
};
