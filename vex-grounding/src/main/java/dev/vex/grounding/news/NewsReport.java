package dev.vex.grounding.news;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.grounding.internal.Json;
import dev.vex.grounding.internal.Truths;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads a Hacker News Algolia search answer. */
final class NewsReport {
  private NewsReport() {}

  /** One story, as read. */
  record Story(
      String title,
      String url,
      String hnUrl,
      BigDecimal points,
      BigDecimal comments,
      String author,
      String created) {
    Map<String, Object> asFact() {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("title", title);
      m.put("url", url);
      m.put("hnUrl", hnUrl);
      m.put("points", points);
      m.put("comments", comments);
      m.put("author", author);
      if (!created.isEmpty()) {
        m.put("created", created); // when it was posted, as the source wrote it
      }
      return m;
    }
  }

  static GroundTruth parse(JsonElement json, String query, int max, String url, Instant at) {
    String src = NewsFetcher.SOURCE;
    JsonArray hits =
        Json.array(json, "hits").orElseThrow(() -> Truths.badShape(src, url, "no hits array"));
    List<Story> stories = new ArrayList<>();
    for (JsonElement h : hits) {
      if (stories.size() == max) {
        break;
      }
      if (!h.isJsonObject()) {
        continue;
      }
      JsonObject o = h.getAsJsonObject();
      String title = Json.str(o, "title");
      String id = Json.str(o, "objectID");
      if (title.isEmpty() || id.isEmpty()) {
        continue;
      }
      String hn = "https://news.ycombinator.com/item?id=" + id;
      String link = Json.str(o, "url");
      stories.add(
          new Story(
              title,
              link.isEmpty() ? hn : link,
              hn,
              Json.decimal(o, "points").orElse(BigDecimal.ZERO),
              Json.decimal(o, "num_comments").orElse(BigDecimal.ZERO),
              Json.str(o, "author"),
              Json.str(o, "created_at")));
    }
    if (stories.isEmpty()) {
      throw Truths.notFound(
          src, url, query.isEmpty() ? "no front-page stories" : "no stories about '" + query + "'");
    }
    String heading = query.isEmpty() ? "front page" : query;
    Map<String, Object> facts = new LinkedHashMap<>();
    facts.put("query", query);
    facts.put("stories", stories.stream().map(Story::asFact).toList());
    List<KeyFigure> figures = new ArrayList<>();
    List<String> urls = new ArrayList<>();
    urls.add(url);
    Map<String, String> fields = new LinkedHashMap<>();
    StringBuilder en =
        new StringBuilder(
            query.isEmpty()
                ? "Top stories on the Hacker News front page:"
                : "Hacker News stories about " + query + ":");
    StringBuilder nb =
        new StringBuilder(
            query.isEmpty()
                ? "Toppsaker på forsiden av Hacker News:"
                : "Saker på Hacker News om " + query + ":");
    int i = 1;
    for (Story s : stories) {
      figures.add(
          KeyFigure.optional("points: " + s.title(), s.points(), "points").withAliases(s.title()));
      urls.add(s.url());
      if (!s.url().equals(s.hnUrl())) {
        urls.add(s.hnUrl());
      }
      fields.put(String.valueOf(i), s.title() + " (" + s.points().toPlainString() + " points)");
      en.append('\n')
          .append(i)
          .append(". ")
          .append(s.title())
          .append(" — ")
          .append(s.points().toPlainString())
          .append(" points, ")
          .append(s.comments().toPlainString())
          .append(" comments — ")
          .append(s.url());
      nb.append('\n')
          .append(i)
          .append(". ")
          .append(s.title())
          .append(" — ")
          .append(s.points().toPlainString())
          .append(" poeng, ")
          .append(s.comments().toPlainString())
          .append(" kommentarer — ")
          .append(s.url());
      i++;
    }
    String page = query.isEmpty() ? "https://news.ycombinator.com/" : stories.get(0).hnUrl();
    FactCard card = new FactCard("Hacker News: " + heading, fields, src, page, at);
    return new GroundTruth(
        NewsFetcher.KIND,
        src,
        urls,
        at,
        facts,
        figures,
        Map.of("en", en.toString(), "nb", nb.toString()),
        card);
  }
}
