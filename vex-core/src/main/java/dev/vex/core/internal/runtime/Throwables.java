package dev.vex.core.internal.runtime;

/** Which throwables the pipeline contains and which it lets through. Not part of the API. */
public final class Throwables {
  private Throwables() {}

  /**
   * Returns whether a throwable must not be contained: the JVM may be unusable after it. Every
   * {@link VirtualMachineError} but {@link StackOverflowError} ({@link OutOfMemoryError}, {@link
   * InternalError}, ...).
   *
   * @param t the throwable
   * @return true when it must propagate
   */
  public static boolean fatal(Throwable t) {
    return t instanceof VirtualMachineError && !(t instanceof StackOverflowError);
  }
}
