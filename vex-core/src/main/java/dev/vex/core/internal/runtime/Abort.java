package dev.vex.core.internal.runtime;

/**
 * Lets a turn's cancellation reach the I/O its thread is blocked in at once, without relying on the
 * thread's interrupt flag alone: a listener, tool or backend on the turn's thread may clear the
 * flag, and a blocking read then goes on until the server ends the reply. The turn binds one {@code
 * Abort} to its thread; the code doing blocking I/O on that thread {@linkplain #register registers}
 * what aborts it (close the body it reads, interrupt the thread while it waits for a response), and
 * {@link #abort()} runs that action from the cancelling thread.
 *
 * <p>Thread-safe. Not part of the API.
 */
public final class Abort {
  private static final ThreadLocal<Abort> CURRENT = new ThreadLocal<>();

  /** Ends a registration; does nothing when the I/O finished first. */
  @FunctionalInterface
  public interface Registration extends AutoCloseable {
    @Override
    void close();
  }

  private static final Registration NONE = () -> {};

  private final Object lock = new Object();
  private Runnable action;
  private boolean aborted;

  /** Binds this abort to the calling thread, for the I/O it does until {@link #unbind()}. */
  public void bind() {
    CURRENT.set(this);
  }

  /**
   * Unbinds the calling thread. Sets null rather than removing the thread's entry, so that the next
   * turn on the thread reuses the entry instead of allocating one (see {@link Engine#restore}).
   */
  public void unbind() {
    CURRENT.set(null);
  }

  /**
   * Aborts: runs the registered action, if any, and every later one at once. Called from the
   * cancelling thread; the action must be quick and must not throw.
   */
  public void abort() {
    Runnable a;
    synchronized (lock) {
      aborted = true;
      a = action;
    }
    if (a != null) {
      a.run();
    }
  }

  /**
   * A child abort bound to the calling thread; closing it binds the thread's previous one again.
   */
  public static final class Child implements AutoCloseable {
    private final Abort abort;
    private final Abort parent;
    private final Registration link;

    private Child(Abort abort, Abort parent, Registration link) {
      this.abort = abort;
      this.parent = parent;
      this.link = link;
    }

    /** Aborts the I/O done under this child only; the thread's own abort is untouched. */
    public void abort() {
      abort.abort();
    }

    @Override
    public void close() {
      link.close();
      CURRENT.set(parent); // null when there was none: the entry is kept, as unbind() keeps it
    }
  }

  /**
   * Binds a child abort to the calling thread for one piece of work that may itself be aborted,
   * such as one server's try in a server pool: the I/O done meanwhile registers with the child,
   * aborting the thread's own abort (the turn's cancellation) aborts the child too, and {@link
   * Child#abort()} aborts the child alone.
   *
   * @return the child; close it when the work is done
   */
  public static Child child() {
    Abort parent = CURRENT.get();
    Abort child = new Abort();
    Registration link = parent == null ? NONE : register(child::abort);
    CURRENT.set(child);
    return new Child(child, parent, link);
  }

  /**
   * Registers what aborts the blocking I/O the calling thread is about to do. When the thread's
   * turn was aborted already, the action runs at once.
   *
   * @param action closes or interrupts what the thread blocks in
   * @return the registration; close it when the I/O is done
   */
  public static Registration register(Runnable action) {
    Abort a = CURRENT.get();
    if (a == null) {
      return NONE;
    }
    boolean now;
    synchronized (a.lock) {
      a.action = action;
      now = a.aborted;
    }
    if (now) {
      action.run();
    }
    return () -> {
      synchronized (a.lock) {
        if (a.action == action) {
          a.action = null;
        }
      }
    };
  }
}
