package dev.vex.examples;

import java.lang.reflect.Proxy;

/** Ctrl-C for {@link ChatRepl}: cancels the running turn instead of ending the program. */
final class CtrlC {
  private CtrlC() {}

  /**
   * Runs {@code action} on SIGINT instead of exiting, through the JDK's {@code sun.misc.Signal}
   * (module jdk.unsupported), looked up reflectively so that the build does not depend on it.
   *
   * @return false when the JDK does not offer it (Ctrl-C then ends the program)
   */
  static boolean onInterrupt(Runnable action) {
    try {
      Class<?> signal = Class.forName("sun.misc.Signal");
      Class<?> handler = Class.forName("sun.misc.SignalHandler");
      Object proxy =
          Proxy.newProxyInstance(
              handler.getClassLoader(),
              new Class<?>[] {handler},
              (self, method, args) ->
                  switch (method.getName()) {
                    case "handle" -> {
                      action.run();
                      yield null;
                    }
                    case "hashCode" -> System.identityHashCode(self);
                    case "equals" -> self == args[0];
                    default -> "ChatRepl interrupt handler";
                  });
      Object sigint = signal.getConstructor(String.class).newInstance("INT");
      signal.getMethod("handle", signal, handler).invoke(null, sigint, proxy);
      return true;
    } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
      return false;
    }
  }
}
