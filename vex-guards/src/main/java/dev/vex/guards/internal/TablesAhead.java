package dev.vex.guards.internal;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The digit scan's tables (its number reader's affixes, the roles, market and prose phrase lists),
 * initialised ahead of the first reply on a short-lived thread of their own, once per class loader,
 * when the first digit scan is built, so that a cold JVM's first guarded reply finds them ready
 * (issue #23: the guards' first run initialised them on the turn's thread, after the model's
 * answer).
 *
 * <p>Only class initialisation runs there, by the same static initialisers, so no verdict can
 * change. No data race and no class-initialisation deadlock: every entry point of the guards that
 * reads those tables (the digit scan's, the failed-fetch guard's and the tool-result guard's checks
 * and stream releases) first {@link #await awaits} the task, or runs it when the thread has not
 * begun it, so no other thread of the library initialises them while this one does.
 *
 * <p>Thread-safe. Not part of the API (the package is not exported).
 */
public final class TablesAhead {
  private static final AtomicReference<FutureTask<Void>> TASK = new AtomicReference<>();

  private TablesAhead() {}

  /**
   * Starts the task on a daemon thread, unless a task was started before; returns at once.
   *
   * @param tables what initialises the tables
   */
  public static void start(Runnable tables) {
    FutureTask<Void> task = new FutureTask<>(tables, null);
    if (TASK.compareAndSet(null, task)) {
      Thread t = new Thread(task, "vex-guard-tables-read-ahead");
      t.setDaemon(true);
      t.start();
    }
  }

  /**
   * Returns once the tables are initialised, when {@link #start} was called: at once otherwise, and
   * after the first time. Runs the task here when the thread has not begun it.
   */
  public static void await() {
    FutureTask<Void> task = TASK.get();
    if (task == null || task.isDone()) {
      return;
    }
    task.run(); // returns at once when the read-ahead thread runs or ran it
    try {
      task.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt(); // the reply's own reading initialises what is left
    } catch (ExecutionException e) {
      // cannot happen (the task catches what a class throws); the reply's reading reports it
    }
  }
}
