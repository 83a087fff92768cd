package dev.vex.guards.links;

import io.mola.galimatias.GalimatiasParseException;
import io.mola.galimatias.URL;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.ext.autolink.AutolinkExtension;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Attribute;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * What a person can reach or copy from a reply, read independently of the guard's own code: the
 * reply rendered with commonmark-java plus autolink, the HTML parsed with jsoup, every attribute
 * value and every text (code included) read, and URLs in them parsed with galimatias, a WHATWG URL
 * parser (as a browser parses them: backslashes, userinfo, percent-decoding, IDNA).
 */
final class BrowserView {
  private static final Parser PARSER =
      Parser.builder().extensions(List.of(AutolinkExtension.create())).build();
  private static final HtmlRenderer RENDERER =
      HtmlRenderer.builder().extensions(List.of(AutolinkExtension.create())).build();
  private static final Pattern SCHEME_URL =
      Pattern.compile("(?i)[a-z][a-z0-9+.-]*:[/\\\\]+[^\\s\"'<>`]+");
  private static final URL BASE;

  static {
    try {
      BASE = URL.parse("https://base.invalid/");
    } catch (GalimatiasParseException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private BrowserView() {}

  /** The rendered reply. */
  static Document render(String reply) {
    return Jsoup.parse(RENDERER.render(PARSER.parse(reply)));
  }

  /** Every text a person sees or copies: raw reply, rendered text, every attribute value. */
  static List<String> views(String reply) {
    List<String> views = new ArrayList<>();
    views.add(reply);
    Document html = render(reply);
    views.add(html.body().wholeText());
    for (Element e : html.getAllElements()) {
      for (Attribute a : e.attributes()) {
        views.add(a.getValue());
        if (a.getKey().equalsIgnoreCase("srcdoc")) {
          views.addAll(views(a.getValue()));
        }
      }
    }
    return views;
  }

  /** Hosts of the URLs in a text, parsed as a browser would against a neutral base. */
  static List<String> hosts(String text) {
    List<String> hosts = new ArrayList<>();
    Matcher m = SCHEME_URL.matcher(text);
    while (m.find()) {
      String host = host(m.group());
      if (host != null) {
        hosts.add(host);
      }
    }
    return hosts;
  }

  /** The host of one URL as galimatias reads it, or null when it has none. */
  static String host(String url) {
    try {
      URL u = URL.parse(BASE, url.strip());
      return u.host() == null ? null : u.host().toString().toLowerCase(Locale.ROOT);
    } catch (GalimatiasParseException | RuntimeException e) {
      return null;
    }
  }

  /** Whether the host (or a subdomain) can still be reached or copied from the reply. */
  static boolean leaks(String reply, String host) {
    String h = host.toLowerCase(Locale.ROOT);
    for (String view : views(reply)) {
      if (normalize(view).contains(h)) {
        return true;
      }
      for (String found : hosts(view)) {
        if (found.equals(h) || found.endsWith("." + h)) {
          return true;
        }
      }
    }
    for (Element e : render(reply).getAllElements()) {
      for (Attribute a : e.attributes()) {
        String found = host(a.getValue());
        if (found != null && (found.equals(h) || found.endsWith("." + h))) {
          return true;
        }
      }
    }
    return false;
  }

  /** Lower case, NFKC, IDNA full stops as dots, no zero-width or line-break characters. */
  static String normalize(String s) {
    String n = Normalizer.normalize(s, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
    StringBuilder out = new StringBuilder(n.length());
    for (int i = 0; i < n.length(); i++) {
      char c = n.charAt(i);
      if (c == '\u3002' || c == '\uFF0E' || c == '\uFF61') {
        out.append('.');
      } else if (c == '%'
          && i + 2 < n.length()
          && Character.digit(n.charAt(i + 1), 16) >= 0
          && Character.digit(n.charAt(i + 2), 16) >= 0) {
        int v = Character.digit(n.charAt(i + 1), 16) * 16 + Character.digit(n.charAt(i + 2), 16);
        out.append(Character.toLowerCase((char) v));
        i += 2;
      } else if (c != '\t' && c != '\n' && c != '\r' && c != '\u200B' && c != '\u00AD') {
        out.append(c);
      }
    }
    return out.toString();
  }
}
