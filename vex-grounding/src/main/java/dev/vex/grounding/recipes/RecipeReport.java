package dev.vex.grounding.recipes;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.grounding.internal.Json;
import dev.vex.grounding.internal.Text;
import dev.vex.grounding.internal.Truths;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads TheMealDB's {@code search.php} answer: the first meal, its ingredients and method. */
final class RecipeReport {
  private RecipeReport() {}

  static GroundTruth parse(JsonElement json, String query, String url, Instant at) {
    String src = RecipeFetcher.SOURCE;
    if (!json.isJsonObject() || !json.getAsJsonObject().has("meals")) {
      throw Truths.badShape(src, url, "no meals member");
    }
    JsonObject meal =
        Json.array(json, "meals")
            .filter(a -> a.size() > 0 && a.get(0).isJsonObject())
            .map(a -> a.get(0).getAsJsonObject())
            .orElseThrow(() -> Truths.notFound(src, url, "no recipe matches '" + query + "'"));
    String name = Json.str(meal, "strMeal");
    String category = Json.str(meal, "strCategory");
    String area = Json.str(meal, "strArea");
    List<String> ingredients = new ArrayList<>();
    List<String> names = new ArrayList<>();
    List<String> measures = new ArrayList<>();
    for (int i = 1; i <= 20; i++) {
      String ingredient = Json.str(meal, "strIngredient" + i);
      if (ingredient.isEmpty()) {
        continue;
      }
      String measure = Json.str(meal, "strMeasure" + i);
      ingredients.add(measure.isEmpty() ? ingredient : measure + " " + ingredient);
      names.add(ingredient);
      measures.add(measure);
    }
    List<String> steps = new ArrayList<>();
    for (String line : Json.str(meal, "strInstructions").split("\\r?\\n")) {
      if (!line.isBlank()) {
        steps.add(line.strip());
      }
    }
    String video = Json.str(meal, "strYoutube");
    String origin = Json.str(meal, "strSource");
    String thumb = Json.str(meal, "strMealThumb");

    Map<String, Object> facts = new LinkedHashMap<>();
    facts.put("id", Json.str(meal, "idMeal"));
    facts.put("name", name);
    facts.put("category", category);
    facts.put("area", area);
    facts.put("ingredients", List.copyOf(ingredients));
    // strIngredientN and strMeasureN as TheMealDB gives them, side by side: what a guard reads
    // a stated amount against
    facts.put("ingredientNames", List.copyOf(names));
    facts.put("measures", List.copyOf(measures));
    facts.put("steps", List.copyOf(steps));
    if (!video.isEmpty()) {
      facts.put("video", video);
    }
    if (!origin.isEmpty()) {
      facts.put("source", origin);
    }
    if (!thumb.isEmpty()) {
      facts.put("image", thumb);
    }
    List<String> urls = new ArrayList<>();
    urls.add(url);
    for (String u : List.of(origin, video, thumb)) {
      if (u.startsWith("http")) {
        urls.add(u);
      }
    }
    String kind = String.join(", ", nonEmpty(area, category));
    StringBuilder en = new StringBuilder(name);
    StringBuilder nb = new StringBuilder("Oppskrift: ").append(name);
    if (!kind.isEmpty()) {
      en.append(" (").append(kind).append(')');
      nb.append(" (").append(kind).append(')');
    }
    en.append(", from TheMealDB.\nIngredients: ").append(String.join("; ", ingredients));
    nb.append(", fra TheMealDB (på engelsk).\nIngredienser: ")
        .append(String.join("; ", ingredients));
    en.append("\nMethod:");
    nb.append("\nFremgangsmåte:");
    for (int i = 0; i < steps.size(); i++) {
      en.append('\n').append(i + 1).append(". ").append(steps.get(i));
      nb.append('\n').append(i + 1).append(". ").append(steps.get(i));
    }
    if (!video.isEmpty()) {
      en.append("\nVideo: ").append(video);
      nb.append("\nVideo: ").append(video);
    }
    Map<String, String> fields = new LinkedHashMap<>();
    if (!kind.isEmpty()) {
      fields.put("Kind", kind);
    }
    fields.put("Ingredients", String.join("; ", ingredients));
    fields.put("Steps", String.valueOf(steps.size()));
    if (!video.isEmpty()) {
      fields.put("Video", video);
    }
    // The card links to the recipe's own source, else its page on TheMealDB: never the video
    // (shown as its own field) and never the API address, which may be a local server.
    String id = Json.str(meal, "idMeal");
    String link =
        origin.startsWith("https://") || origin.startsWith("http://")
            ? origin
            : id.isEmpty()
                ? RecipeFetcher.PUBLIC_PAGE
                : RecipeFetcher.PUBLIC_PAGE + "meal/" + Text.encode(id);
    FactCard card = new FactCard(name, fields, src, link, at);
    List<KeyFigure> figures =
        List.of(
            KeyFigure.optional("ingredients in " + name, BigDecimal.valueOf(ingredients.size()), "")
                .withAliases(name));
    return new GroundTruth(
        RecipeFetcher.KIND,
        src,
        urls,
        at,
        facts,
        figures,
        Map.of("en", en.toString(), "nb", nb.toString()),
        card);
  }

  private static List<String> nonEmpty(String... values) {
    List<String> out = new ArrayList<>();
    for (String v : values) {
      if (!v.isEmpty()) {
        out.add(v);
      }
    }
    return out;
  }
}
