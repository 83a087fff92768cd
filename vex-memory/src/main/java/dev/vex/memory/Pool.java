package dev.vex.memory;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import javax.sql.DataSource;

/**
 * Where the store gets its connections: a small pool it owns (SQLite, or PostgreSQL by URL), or the
 * host's own {@link DataSource}, whose connections it closes after each use.
 */
abstract class Pool implements AutoCloseable {

  interface Opener {
    Connection open() throws SQLException;
  }

  abstract Connection acquire() throws SQLException;

  /** Returns a connection; a broken one is closed instead of being reused. */
  abstract void release(Connection c, boolean broken);

  @Override
  public abstract void close();

  static Pool of(DataSource ds) {
    return new Pool() {
      @Override
      Connection acquire() throws SQLException {
        return ds.getConnection();
      }

      @Override
      void release(Connection c, boolean broken) {
        closeQuietly(c);
      }

      @Override
      public void close() {}
    };
  }

  static Pool owned(Opener opener, int size, long waitMillis) {
    return new Owned(opener, size, waitMillis);
  }

  static void closeQuietly(Connection c) {
    try {
      c.close();
    } catch (SQLException | RuntimeException e) {
      // already broken; nothing to do
    }
  }

  /** A fixed number of connections, opened on demand, handed out one caller at a time. */
  private static final class Owned extends Pool {
    private final Opener opener;
    private final int size;
    private final long waitNanos;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition returned = lock.newCondition();
    private final Deque<Connection> idle = new ArrayDeque<>();
    private int open;
    private boolean closed;

    Owned(Opener opener, int size, long waitMillis) {
      this.opener = opener;
      this.size = size;
      this.waitNanos = TimeUnit.MILLISECONDS.toNanos(waitMillis);
    }

    @Override
    Connection acquire() throws SQLException {
      long left = waitNanos;
      lock.lock();
      try {
        while (true) {
          if (closed) {
            throw new IllegalStateException("the memory store is closed");
          }
          Connection c = idle.pollFirst();
          if (c != null) {
            return c;
          }
          if (open < size) {
            open++;
            break;
          }
          if (left <= 0) {
            throw new SQLException(
                "no free connection after " + TimeUnit.NANOSECONDS.toMillis(waitNanos) + " ms",
                "57P03");
          }
          try {
            left = returned.awaitNanos(left);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while waiting for a connection", "57014", e);
          }
        }
      } finally {
        lock.unlock();
      }
      try {
        return opener.open();
      } catch (SQLException | RuntimeException e) {
        lock.lock();
        try {
          open--;
          returned.signal();
        } finally {
          lock.unlock();
        }
        throw e;
      }
    }

    @Override
    void release(Connection c, boolean broken) {
      lock.lock();
      try {
        if (broken || closed) {
          open--;
          closeQuietly(c);
        } else {
          idle.addFirst(c);
        }
        returned.signal();
      } finally {
        lock.unlock();
      }
    }

    @Override
    public void close() {
      lock.lock();
      try {
        closed = true;
        for (Connection c : idle) {
          closeQuietly(c);
          open--;
        }
        idle.clear();
        returned.signalAll();
      } finally {
        lock.unlock();
      }
    }
  }
}
