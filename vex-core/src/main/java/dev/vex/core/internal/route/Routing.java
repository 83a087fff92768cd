package dev.vex.core.internal.route;

import dev.vex.core.intent.Intent;
import dev.vex.core.internal.turn.Contain;
import dev.vex.core.model.ModelChoice;
import dev.vex.core.model.ModelException;
import dev.vex.core.model.ModelFailedException;
import dev.vex.core.model.ModelRouter;
import dev.vex.core.model.RouteRequest;
import dev.vex.core.tool.ToolRegistry;
import dev.vex.core.tool.ToolSelector;
import java.util.List;
import java.util.Set;

/**
 * The turn's routing step: which tools suit the turn's intents and which model serves it. Runs once
 * after classification, and again when a recovery step switches models because the server lacks the
 * one chosen. A router that throws anything but a {@link ModelException}, or returns null, is named
 * in a model failure, so the fallback ladder answers. Built once per agent; immutable and
 * thread-safe. Not part of the API.
 */
public final class Routing {
  private final ModelRouter router;
  private final ToolRegistry tools;
  private final ToolSelector selector;

  /**
   * Creates the step.
   *
   * @param router the agent's router
   * @param tools all the agent's tools
   * @param selector picks the tools for a turn's intents
   */
  public Routing(ModelRouter router, ToolRegistry tools, ToolSelector selector) {
    this.router = router;
    this.tools = tools;
    this.selector = selector;
  }

  /**
   * Routes a turn: selects its tools, then asks the router for a model.
   *
   * @param intents what the classifier found
   * @param images whether the user's message carries images
   * @return the route
   * @throws dev.vex.core.model.ModelException when no configured model can serve the turn
   */
  public Route route(List<Intent> intents, boolean images) {
    ToolRegistry selected = tools.isEmpty() ? tools : selector.select(intents, tools);
    return route(intents, images, selected, Set.of());
  }

  /**
   * Lets the router start what {@link #route(List, boolean)} will ask the server, before the turn
   * fetches its ground truth. A router that throws here is ignored: {@code route} decides.
   *
   * @param intents what the classifier found
   * @param images whether the user's message carries images
   * @return whether the router started an exchange, so the turn should route after grounding
   */
  public boolean prepare(List<Intent> intents, boolean images) {
    try {
      ToolRegistry selected = tools.isEmpty() ? tools : selector.select(intents, tools);
      return router.prepare(new RouteRequest(intents, images, !selected.isEmpty(), Set.of()));
    } catch (Throwable e) { // NOPMD: a host router's or selector's failure is left to route
      Contain.check(e);
      return false;
    }
  }

  /**
   * Routes the turn again, skipping the models that failed.
   *
   * @param previous the route that failed
   * @param intents what the classifier found
   * @param images whether the user's message carries images
   * @param unavailable the models to skip
   * @return the new route
   * @throws dev.vex.core.model.ModelException when no other model can serve the turn
   */
  public Route reroute(
      Route previous, List<Intent> intents, boolean images, Set<String> unavailable) {
    return route(intents, images, previous.selected(), unavailable);
  }

  /**
   * Tells the router that the server does not have a model it chose.
   *
   * @param model the model
   */
  public void modelMissing(String model) {
    router.modelMissing(model);
  }

  private Route route(
      List<Intent> intents, boolean images, ToolRegistry selected, Set<String> unavailable) {
    RouteRequest request = new RouteRequest(intents, images, !selected.isEmpty(), unavailable);
    ModelChoice choice;
    try {
      choice = router.route(request);
    } catch (ModelException e) {
      throw e;
    } catch (Throwable e) { // NOPMD: a host router's failure of any kind is contained
      Contain.check(e);
      throw new ModelFailedException(
          -1, null, "model router " + router.getClass().getName() + " threw: " + e, e);
    }
    if (choice == null) {
      throw new ModelFailedException(
          -1,
          null,
          "model router " + router.getClass().getName() + " returned null; it must choose a model",
          null);
    }
    return new Route(choice, selected, choice.toolsAllowed() ? selected : ToolRegistry.empty());
  }
}
