package dev.vex.guards.digits;

import dev.vex.guards.digits.RecipeClaims.Amount;
import dev.vex.guards.digits.RecipeClaims.Ingredient;
import dev.vex.guards.digits.RecipeClaims.Recipe;
import dev.vex.guards.digits.RecipeClaims.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A recipe asked for doubled, tripled or halved (#22, content-cases15 E004 and E026: "If I double
 * the Bakewell tart, how much flour and butter?", "Can you double the arrabiata recipe?"): the
 * amounts the reply states are held to the recipe's amounts times that factor, so "350 g flour" for
 * 175 g doubled passes and an amount left as the recipe gives it ("75 g butter" in a doubled
 * pastry) is still caught. Times, temperatures and the ingredient count are not scaled. A question
 * without such a word ({@link #factor} 1) leaves the recipe as it is. Linear in the question (at
 * most {@link #MOST} characters read). Stateless.
 */
final class ScaledRecipe {
  private ScaledRecipe() {}

  /** The most characters of the question read. */
  private static final int MOST = 2_000;

  private static final List<String> TWICE =
      List.of(
          "double ",
          "doubled",
          "doubling",
          "twice the recipe",
          "twice as much",
          "two batches",
          "dobbel ",
          "dobbelt ",
          "doble ",
          "dobler ",
          "doblet ");

  private static final List<String> THRICE =
      List.of("triple", "three batches", "tredoble", "tredobbel", "tredobler");

  private static final List<String> HALF =
      List.of(
          "halve ",
          "halved",
          "halving",
          "half the recipe",
          "half a batch",
          "half batch",
          "halvere",
          "halvert",
          "halv porsjon",
          "halv oppskrift",
          "halve oppskriften");

  /**
   * The factor the question asks the recipe scaled by: 2, 3 or 0.5; 1 when it asks none (or more
   * than one).
   */
  static double factor(String question) {
    String q = question.length() > MOST ? question.substring(0, MOST) : question;
    // cheap pre-check: every word below holds one of these
    String lower = q.toLowerCase(Locale.ROOT);
    boolean may =
        lower.contains("doub")
            || lower.contains("dob")
            || lower.contains("tri")
            || lower.contains("tre")
            || lower.contains("hal")
            || lower.contains("batch");
    if (!may) {
      return 1;
    }
    String padded = lower.replace('?', ' ').replace('.', ' ').replace(',', ' ') + " ";
    double f = 1;
    int found = 0;
    if (any(padded, TWICE)) {
      f = 2;
      found++;
    }
    if (any(padded, THRICE)) {
      f = 3;
      found++;
    }
    if (any(padded, HALF)) {
      f = 0.5;
      found++;
    }
    return found == 1 ? f : 1;
  }

  /**
   * The words of a reply that say it scales the whole recipe itself ("For two tarts, double it:",
   * "dobler oppskriften", "halve it"): whole phrases about the recipe, never a word alone, so that
   * "double cream" or "dobbel espresso" scales nothing.
   */
  private static final List<String> REPLY_TWICE =
      List.of(
          "double it",
          "double the recipe",
          "doubled recipe",
          "recipe doubled",
          "doubling it",
          "doubling the recipe",
          "double everything",
          "double all the",
          "everything doubled",
          "doble alt",
          "dobler alt",
          "dobbelt av alt",
          "doble den",
          "doble oppskriften",
          "dobler oppskriften",
          "dobbel porsjon",
          "dobbel oppskrift",
          "dobbelt opp");

  private static final List<String> REPLY_HALF =
      List.of(
          "halve it",
          "halve the recipe",
          "halve everything",
          "halve all the",
          "everything halved",
          "halvere alt",
          "halverer alt",
          "halver alt",
          "halved recipe",
          "halvere den",
          "halvere oppskriften",
          "halverer oppskriften",
          "halv porsjon",
          "halv oppskrift");

  /**
   * The factor a reply says it scales the recipe by ({@link #REPLY_TWICE}, {@link #REPLY_HALF}),
   * read when the question asks none (#22, content-cases18 E012: "For two tarts, double it: 350g
   * (12oz) plain flour and 150g (5oz) chilled butter" was held to the recipe's 175 g). An amount
   * left as the recipe gives it beside such words is still wrong, and a reply without them is held
   * to the recipe as it is. 1 when it says none or both; at most {@link #MOST} characters read.
   */
  static double saidInReply(String reply) {
    String r = reply.length() > MOST ? reply.substring(0, MOST) : reply;
    String lower = r.toLowerCase(Locale.ROOT);
    if (!lower.contains("doub") && !lower.contains("dob") && !lower.contains("hal")) {
      return 1; // cheap pre-check: every phrase holds one of these
    }
    boolean twice = any(lower, REPLY_TWICE);
    boolean half = any(lower, REPLY_HALF);
    return twice == half ? 1 : twice ? 2 : 0.5;
  }

  private static boolean any(String text, List<String> words) {
    for (String w : words) {
      int at = text.indexOf(w);
      while (at >= 0) {
        if (at == 0 || !Character.isLetter(text.charAt(at - 1))) {
          return true;
        }
        at = text.indexOf(w, at + 1);
      }
    }
    return false;
  }

  /** The recipes with every ingredient's amounts times {@code factor}. */
  static List<Recipe> scaled(List<Recipe> recipes, double factor) {
    if (factor == 1) {
      return recipes;
    }
    List<Recipe> out = new ArrayList<>(recipes.size());
    for (Recipe r : recipes) {
      List<Ingredient> ingredients = new ArrayList<>(r.ingredients().size());
      for (Ingredient in : r.ingredients()) {
        List<Amount> amounts = new ArrayList<>(in.amounts().size());
        List<String> families = new ArrayList<>(2);
        for (Amount a : in.amounts()) {
          if (families.contains(a.family())) {
            // "125g/4½oz": the measure as written first only; the converted one's wider slack,
            // scaled, would hold a wrong amount ("225 g" for 125 g doubled, content-cases11 E011)
            continue;
          }
          families.add(a.family());
          Span s = a.span();
          amounts.add(
              new Amount(
                  new Span(s.lo() * factor, s.hi() * factor, s.text()), a.family(), a.unit()));
        }
        ingredients.add(new Ingredient(in.name(), in.words(), in.measure(), amounts, in.part()));
      }
      out.add(
          new Recipe(
              r.name(),
              r.count(),
              ingredients,
              r.minutes(),
              r.celsius(),
              r.fahrenheit(),
              r.gas(),
              r.steps(),
              r.lengths(),
              r.oven(),
              r.further(),
              r.fan()));
    }
    return out;
  }
}
