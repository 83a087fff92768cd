package dev.vex.guards.links;

import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.guards.Turns;
import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs the guards as an application without jsoup on its class path has them: {@link #loader()}
 * loads the guards, their other dependencies and these test classes afresh from this JVM's class
 * path with jsoup's jar left out; the static methods here are called through it by reflection.
 */
public final class WithoutJsoup {
  private WithoutJsoup() {}

  /**
   * A class loader over this JVM's class path without jsoup, sharing only the platform's classes.
   */
  static URLClassLoader loader() throws MalformedURLException {
    List<URL> urls = new ArrayList<>();
    boolean left = false;
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      File f = new File(entry);
      if (f.getName().startsWith("jsoup-")) {
        left = true;
        continue;
      }
      urls.add(f.toURI().toURL());
    }
    if (!left) {
      throw new IllegalStateException("jsoup's jar is not on this class path: nothing left out");
    }
    return new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
  }

  /** Whether the guards found jsoup. */
  public static boolean jsoup() {
    return HtmlReading.JSOUP;
  }

  /** The default URL allowlist's verdict on a reply of a turn without links: kind, text, reason. */
  public static List<String> allowlist(String reply) throws Exception {
    GuardVerdict v =
        UrlAllowlistGuard.defaults().check(new Draft(reply), Turns.turnWithLinks(List.of()));
    String text =
        v instanceof GuardVerdict.Rewritten r
            ? r.text()
            : v instanceof GuardVerdict.Overridden o ? o.text() : reply;
    return List.of(v.getClass().getSimpleName(), text, v.reason());
  }

  /** The links the link check reads in a reply, each as kind and URL. */
  public static List<String> links(String reply) {
    List<String> out = new ArrayList<>();
    for (Link link : ReplyLinks.scan(reply, false)) {
      out.add(link.kind() + " " + link.url());
    }
    return out;
  }
}
