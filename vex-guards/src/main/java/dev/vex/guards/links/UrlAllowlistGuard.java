package dev.vex.guards.links;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Removes every link whose host is not on the domain allowlist (subdomains included), except the
 * URLs that came from the turn's ground truth or tool results: those are allowed for this turn
 * only, as written, and so is the front page of each one's host (a site named by its host).
 *
 * <p>A removed Markdown link {@code [title](url)} becomes {@code title}, an image its alt text, an
 * HTML anchor its text; an autolink {@code <url>} and a bare URL disappear, with the parentheses
 * around them and a line left with only a label ("Source:"). Only {@code http} and {@code https}
 * links can be allowed. Hosts are compared as a browser resolves them: userinfo is skipped ({@code
 * https://coingecko.com@evil.example/} goes to {@code evil.example}), case is ignored, IDNs are
 * compared as punycode, a trailing dot is dropped, lookalikes ({@code coingecko.com.evil.example},
 * {@code c0ingecko.com}) are other hosts. Bare domains without {@code scheme://} or {@code www.}
 * are not recognised as links.
 *
 * <p>Built instances are thread-safe; besides their allowlist they remember only how far they
 * judged the streamed replies of the last 32 turns (see {@link #releases}).
 */
public final class UrlAllowlistGuard implements Guard {
  private static final int MAX_ROUNDS = 8;

  /**
   * The default allowlist: the sites Vex's fetchers and search results come from, and a few
   * references.
   */
  public static final List<String> DEFAULT_DOMAINS =
      List.of(
          "komplett.no",
          "prisjakt.no",
          "bbcgoodfood.com",
          "finance.yahoo.com",
          "coingecko.com",
          "themealdb.com",
          "thesportsdb.com",
          "news.ycombinator.com",
          "hn.algolia.com",
          "wttr.in",
          "yr.no",
          "met.no",
          "nrk.no",
          "e24.no",
          "matprat.no",
          "allrecipes.com",
          "bbc.com",
          "reuters.com",
          "wikipedia.org",
          "github.com",
          "openstreetmap.org");

  /**
   * Replies longer than this (in chars) are judged as plain text ({@link PlainReply}): parsing one
   * huge paragraph as Markdown costs more than linear wall time.
   */
  static final int MARKDOWN_LIMIT = 128 * 1024;

  private final Set<String> domains;
  private final int markdownLimit;
  private final StreamedProgress progress = new StreamedProgress();
  private final LongAdder judgedChars = new LongAdder();

  private UrlAllowlistGuard(Set<String> domains, int markdownLimit) {
    this.domains = Set.copyOf(domains);
    this.markdownLimit = markdownLimit;
  }

  /**
   * Returns a guard that allows {@link #DEFAULT_DOMAINS}.
   *
   * @return the guard
   */
  public static UrlAllowlistGuard defaults() {
    return builder().defaults().build();
  }

  /**
   * Returns a builder with an empty allowlist.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns the allowed domains in lower-case ASCII (IDNs as punycode).
   *
   * @return the domains
   */
  public Set<String> domains() {
    return domains;
  }

  @Override
  public String name() {
    return "url-allowlist";
  }

  /**
   * Removes the links that are neither on the allowlist nor from this turn. Never throws: an
   * internal failure is logged and the draft passes with a reason saying so.
   */
  @Override
  public GuardVerdict check(Draft draft, TurnContext context) {
    try {
      return filter(draft.text(), context);
    } catch (RuntimeException e) {
      log()
          .warn("URL allowlist failed on a draft of {} chars; it passes", draft.text().length(), e);
      return new GuardVerdict.Pass("URL allowlist failed: " + e.getClass().getSimpleName());
    }
  }

  /**
   * Releases streamed text whose links are all allowed: a link the final reply would remove is
   * never shown. Text with a bracket pair not followed by {@code (} is held: a reference definition
   * later in the reply ({@code [1]: https://…}) can still make it a link. A failure of the parser
   * holds the text.
   *
   * <p>The work is linear in the reply: each prefix of a turn's reply that continues the last one
   * released is parsed only from the last point where what comes before can no longer change (a
   * paragraph start, or a word in a plain paragraph), and the verdict is the one judging the whole
   * prefix would give.
   */
  @Override
  public boolean releases(Draft prefix, TurnContext context) {
    String t = prefix.text();
    Set<String> turnLinks = allowedTurnLinks(context);
    Object turn = context.userMessage();
    StreamedProgress.State from = progress.lookup(turn, t, turnLinks);
    for (int i = t.indexOf(']', from.length); i >= 0; i = t.indexOf(']', i + 1)) {
      if (i + 1 >= t.length() || t.charAt(i + 1) != '(') {
        return false;
      }
    }
    String judged = from.boundary == 0 ? t : t.substring(from.boundary);
    judgedChars.add(judged.length());
    if (!(filter(judged, () -> turnLinks, context) instanceof GuardVerdict.Pass)) {
      return false;
    }
    progress.released(turn, from, t);
    return true;
  }

  /**
   * Releases the next streamed text as {@link #releases} would release the whole prefix: the text
   * is parsed only from the last safe boundary of what was released, and nothing released is copied
   * or compared again, so the work over a reply is linear.
   */
  @Override
  public boolean releasesNext(CharSequence released, String next, TurnContext context) {
    Set<String> turnLinks = allowedTurnLinks(context);
    Object turn = context.userMessage();
    StreamedProgress.State from = progress.lookupNext(turn, released, turnLinks);
    if (from == null) {
      return releases(new Draft(released.toString() + next), context);
    }
    for (int i = next.indexOf(']'); i >= 0; i = next.indexOf(']', i + 1)) {
      if (i + 1 >= next.length() || next.charAt(i + 1) != '(') {
        return false;
      }
    }
    String judged = released.subSequence(from.boundary, released.length()).toString() + next;
    judgedChars.add(judged.length());
    if (!(filter(judged, () -> turnLinks, context) instanceof GuardVerdict.Pass)) {
      return false;
    }
    progress.releasedNext(turn, from, released, next);
    return true;
  }

  /** Characters parsed by {@link #releases} so far, for tests of its work. */
  long judgedChars() {
    return judgedChars.sum();
  }

  private GuardVerdict filter(String text, TurnContext context) {
    return filter(text, new LazyTurnLinks(context), context);
  }

  /** The turn's links, collected when the reply first has a link to check: most have none. */
  private static final class LazyTurnLinks implements Supplier<Set<String>> {
    private final TurnContext context;
    private Set<String> links;

    LazyTurnLinks(TurnContext context) {
      this.context = context;
    }

    @Override
    public Set<String> get() {
      if (links == null) {
        links = allowedTurnLinks(context);
      }
      return links;
    }
  }

  private GuardVerdict filter(String text, Supplier<Set<String>> turnLinks, TurnContext context) {
    // Each distinct URL is judged once per call: the parse, IDNA mapping and domain walk of a
    // URL cost far more than a map lookup, and a reply repeats its URLs across rounds and readers.
    Map<String, Boolean> judged = new HashMap<>();
    Predicate<String> allowed =
        url -> {
          Boolean known = judged.get(url);
          if (known == null) {
            known = allowed(url, turnLinks.get());
            judged.put(url, known);
          }
          return known;
        };
    if (text.length() > markdownLimit && ReplyLinks.mayHoldLinks(text)) {
      return plain(text, allowed, context);
    }
    String current = text;
    boolean distrustHtml = false;
    int seen = 0;
    int removedCount = 0;
    Set<String> hosts = new LinkedHashSet<>();
    Map<String, String> hostNames = new HashMap<>();
    for (int round = 0; round < MAX_ROUNDS; round++) {
      ReplyLinks.Scan scan = ReplyLinks.read(current, distrustHtml, allowed);
      List<Link> links = scan.links();
      if (scan.hasHtml() && !HtmlReading.JSOUP) {
        hosts.add("raw HTML"); // removed unread: jsoup, which reads it, is not on the class path
      }
      if (round == 0) {
        seen = links.size();
      }
      List<Link> removed = new ArrayList<>();
      for (Link link : links) {
        if (!allowed.test(link.url())) {
          removed.add(link);
        }
      }
      if (removed.isEmpty()) {
        if (!scan.hasHtml() || ReplyLinks.renderedSafe(scan, current, allowed)) {
          return verdict(text, current, seen, removedCount, hosts);
        }
        if (distrustHtml) {
          break;
        }
        distrustHtml = true;
        hosts.add("raw HTML");
        continue;
      }
      for (Link link : removed) {
        // A reply repeats its off-list URLs (20,000 times a megabyte in issue 24's input): each
        // distinct one is read for its host once per call, as it is judged once.
        hosts.add(hostNames.computeIfAbsent(link.url(), UrlAllowlistGuard::reasonHost));
      }
      removedCount += removed.size();
      current = LinkRemover.remove(current, removed);
    }
    return GuardVerdict.overridden(
        withheld(context),
        "withheld: links still rendered after "
            + MAX_ROUNDS
            + " removal rounds: "
            + Reasons.list(hosts));
  }

  /**
   * A reply past the Markdown limit that may hold links, judged as plain text: its off-list URLs
   * removed and its Markdown shown as written (see {@link PlainReply}).
   */
  private static GuardVerdict plain(String text, Predicate<String> allowed, TurnContext context) {
    PlainReply.Outcome out = PlainReply.judge(text, allowed);
    Set<String> hosts = new LinkedHashSet<>();
    for (String url : out.removed()) {
      hosts.add(url.regionMatches(true, 0, "mailto:", 0, 7) ? url.substring(9) : reasonHost(url));
    }
    if (out.text() == null) {
      return GuardVerdict.overridden(
          withheld(context),
          "withheld: links still found after "
              + MAX_ROUNDS
              + " removal rounds of a reply of "
              + text.length()
              + " chars read as plain text: "
              + Reasons.list(hosts));
    }
    boolean trailing = Character.isWhitespace(text.charAt(text.length() - 1));
    String current = trailing ? out.text() : out.text().stripTrailing();
    if (current.equals(text)) {
      return new GuardVerdict.Pass("a reply of " + text.length() + " chars, read as plain text");
    }
    return GuardVerdict.rewritten(
        current,
        (out.removed().isEmpty()
                ? ""
                : "removed "
                    + out.removed().size()
                    + " link(s) off the allowlist: "
                    + Reasons.list(hosts)
                    + "; ")
            + "a reply of "
            + text.length()
            + " chars is shown as written, in a code block");
  }

  /** How a removed link's destination is named in the verdict's reason. */
  private static String reasonHost(String url) {
    String host = Urls.httpHost(url);
    return host == null ? "a non-http link" : host;
  }

  private static GuardVerdict verdict(
      String original, String edited, int seen, int removed, Set<String> hosts) {
    boolean trailing =
        !original.isEmpty() && Character.isWhitespace(original.charAt(original.length() - 1));
    String current = trailing ? edited : edited.stripTrailing();
    if (current.equals(original)) {
      return new GuardVerdict.Pass(seen == 0 ? "no links" : "all " + seen + " links allowed");
    }
    return GuardVerdict.rewritten(
        current, "removed " + removed + " link(s) off the allowlist: " + Reasons.list(hosts));
  }

  /** The domain of a {@code mailto:} address, or null. */
  private static String mailHost(String url) {
    String address = url.substring(7);
    int q = address.indexOf('?');
    if (q >= 0) {
      address = address.substring(0, q);
    }
    int at = address.lastIndexOf('@');
    if (at < 0 || address.indexOf(',') >= 0) {
      return null;
    }
    String host = Urls.normalizeHost(address.substring(at + 1));
    return host == null
            || host.indexOf('.') < 0
            || Character.isDigit(host.charAt(host.length() - 1))
        ? null
        : host;
  }

  private static String withheld(TurnContext context) {
    return "nb".equals(context.locale().getLanguage())
            || "no".equals(context.locale().getLanguage())
        ? "Svaret inneholdt lenker som ikke kunne fjernes trygt, så det holdes tilbake."
        : "The reply held links that could not be removed safely, so it was withheld.";
  }

  /** Whether a destination, read as a browser reads it, may be shown. */
  private boolean allowed(String url, Set<String> turnLinks) {
    String httpHost = Urls.httpHost(url);
    if (httpHost != null && turnLinks.contains(Urls.comparable(url))) {
      return true;
    }
    String host = url.regionMatches(true, 0, "mailto:", 0, 7) ? mailHost(url) : httpHost;
    if (host == null) {
      return false;
    }
    for (String domain : domains) {
      if (Urls.within(host, domain)) {
        return true;
      }
    }
    return false;
  }

  /** The URLs this turn produced: its links and its ground truth's sources, comparable form. */
  static Set<String> turnLinks(TurnContext context) {
    Set<String> out = new HashSet<>();
    for (String url : context.links()) {
      out.add(Urls.comparable(url));
    }
    for (GroundTruth truth : context.groundTruth()) {
      for (String url : truth.sourceUrls()) {
        out.add(Urls.comparable(url));
      }
    }
    return out;
  }

  /**
   * The URLs this turn allows: {@link #turnLinks} and the front page of each one's http(s) host
   * ({@code https://antirez.com} for {@code https://antirez.com/news/154}), comparable form. A
   * reply names a fetched story's or recipe's site by its host ("links to antirez.com",
   * "(scottspence.com, …)"): that host is the one the source gave, so its front page is allowed as
   * the source's own link is, with or without its {@code www.}; any other path on it, another port,
   * userinfo, or any other host is judged by the allowlist as before. (The link check still probes
   * such a front page: it was not fetched.)
   */
  static Set<String> allowedTurnLinks(TurnContext context) {
    Set<String> exact = turnLinks(context);
    Set<String> out = new HashSet<>(exact);
    for (String url : exact) {
      String host = Urls.httpHost(url);
      if (host != null && !host.isEmpty()) {
        frontPage(out, host);
        // the same site with or without its "www." (one registrant's name either way)
        frontPage(out, host.startsWith("www.") ? host.substring(4) : "www." + host);
      }
    }
    return out;
  }

  private static void frontPage(Set<String> out, String host) {
    if (host.indexOf('.') > 0) {
      out.add("http://" + host);
      out.add("https://" + host);
    }
  }

  /** Builds a {@link UrlAllowlistGuard}. Not thread-safe; the guard it builds is. */
  public static final class Builder {
    private final Set<String> domains = new LinkedHashSet<>();
    private int markdownLimit = MARKDOWN_LIMIT;

    private Builder() {}

    /**
     * Sets the length (in chars) past which a reply is judged as plain text; for tests, which check
     * the plain-text reading on short replies.
     */
    Builder markdownLimit(int chars) {
      this.markdownLimit = chars;
      return this;
    }

    /**
     * Adds {@link #DEFAULT_DOMAINS}. The builder starts with no domains.
     *
     * @return this builder
     */
    public Builder defaults() {
      return allow(DEFAULT_DOMAINS.toArray(new String[0])); // no method reference (#23)
    }

    /**
     * Allows domains and their subdomains, for example {@code "coingecko.com"} or {@code
     * "blåbær.no"}.
     *
     * @param domains host names; a leading {@code *.} or {@code .} and a trailing dot are ignored
     * @return this builder
     * @throws IllegalArgumentException when a domain is not a valid host name
     */
    public Builder allow(String... domains) {
      for (String d : domains) {
        String raw = d.strip();
        if (raw.startsWith("*.")) {
          raw = raw.substring(2);
        } else if (raw.startsWith(".")) {
          raw = raw.substring(1);
        }
        String host = Urls.normalizeHost(raw);
        if (host == null) {
          throw new IllegalArgumentException("not a domain: '" + d + "'");
        }
        this.domains.add(host);
      }
      return this;
    }

    /**
     * Builds the guard.
     *
     * @return the guard; immutable and thread-safe
     */
    public UrlAllowlistGuard build() {
      return new UrlAllowlistGuard(domains, markdownLimit);
    }
  }

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(UrlAllowlistGuard.class);
  }
}
