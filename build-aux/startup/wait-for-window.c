/* wait-for-window.c — for build-aux/measure-startup: starts a program and
 * prints the milliseconds until a window with the given title is viewable
 * on the X display, then ends the program.
 *
 *   wait-for-window TITLE PROGRAM [ARGUMENT…]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double
now_ms (void)
{
  struct timespec now;

  clock_gettime (CLOCK_MONOTONIC, &now);
  return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

/* Whether a viewable window below root has this title. */
static int
find_viewable (Display *display, Window root, const char *title)
{
  Window parent, *children = NULL;
  unsigned int n_children;
  int found = 0;

  if (!XQueryTree (display, root, &root, &parent, &children, &n_children))
    return 0;
  for (unsigned int i = 0; i < n_children && !found; i++)
    {
      XWindowAttributes attributes;
      XTextProperty name;

      if (!XGetWindowAttributes (display, children[i], &attributes) ||
          attributes.map_state != IsViewable)
        continue;
      if (XGetWMName (display, children[i], &name) && name.value != NULL)
        {
          found = strcmp ((const char *) name.value, title) == 0;
          XFree (name.value);
        }
      if (!found)
        found = find_viewable (display, children[i], title);
    }
  if (children != NULL)
    XFree (children);

  return found;
}

int
main (int argc, char *argv[])
{
  Display *display;
  double start;
  pid_t child;
  int found = 0;

  if (argc < 3)
    {
      fprintf (stderr, "usage: wait-for-window TITLE PROGRAM [ARGUMENT…]\n");
      return 2;
    }
  display = XOpenDisplay (NULL);
  if (display == NULL)
    {
      fprintf (stderr, "wait-for-window: cannot open the display\n");
      return 1;
    }

  start = now_ms ();
  child = fork ();
  if (child == 0)
    {
      execvp (argv[2], argv + 2);
      _exit (127);
    }
  /* Poll every millisecond, for at most 20 s. */
  while (!found && now_ms () - start < 20000)
    {
      found = find_viewable (display, DefaultRootWindow (display), argv[1]);
      if (!found)
        usleep (1000);
    }
  if (found)
    printf ("%.0f\n", now_ms () - start);

  kill (child, SIGTERM);
  waitpid (child, NULL, 0);
  XCloseDisplay (display);

  return found ? 0 : 1;
}
